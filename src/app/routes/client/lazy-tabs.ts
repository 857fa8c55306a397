// The client area's tabs other than the directory (its first screen) load when opened: their code (forms,
// tables, the zip writer, charts) stays out of the first screen's download.
import * as React from 'react';

export const ProfileView = React.lazy(() =>
  import('../profile-view').then((m) => ({ default: m.ProfileView })),
);
export const AccountTab = React.lazy(() => import('./account-tab').then((m) => ({ default: m.AccountTab })));
export const RepseTab = React.lazy(() => import('./repse-tab').then((m) => ({ default: m.RepseTab })));
export const BillingTab = React.lazy(() => import('./billing-tab').then((m) => ({ default: m.BillingTab })));
export const CompanyCertificates = React.lazy(() =>
  import('@/features/certificates/components/client/company-certificates').then((m) => ({
    default: m.CompanyCertificates,
  })),
);
export const FeedbackForm = React.lazy(() =>
  import('@/features/feedback/components/feedback-form').then((m) => ({ default: m.FeedbackForm })),
);
export const IndicatorsDashboard = React.lazy(() =>
  import('@/features/indicators/components/indicators-dashboard').then((m) => ({
    default: m.IndicatorsDashboard,
  })),
);
export const MonthlyReports = React.lazy(() =>
  import('@/features/indicators/components/monthly-reports').then((m) => ({
    default: m.MonthlyReports,
  })),
);
export const LaboratoryRequests = React.lazy(() =>
  import('@/features/laboratory/components/laboratory-requests').then((m) => ({
    default: m.LaboratoryRequests,
  })),
);
