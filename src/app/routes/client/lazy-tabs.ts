// The client area's tabs other than the directory (its first screen) load when opened: their code (forms,
// tables, the zip writer, charts) stays out of the first screen's download. Each can be asked for earlier
// (lib/preloadable): the portal preloads the list tabs once the first screen has shown, and the pointer
// or focus on a menu entry asks for that tab.
import type { ClientTab } from '@/config/paths';
import { preloadable } from '@/lib/preloadable';

export const ProfileView = preloadable(() => import('../profile-view').then((m) => m.ProfileView));
export const AccountTab = preloadable(() => import('./account-tab').then((m) => m.AccountTab));
export const RepseTab = preloadable(() => import('./repse-tab').then((m) => m.RepseTab));
export const BillingTab = preloadable(() => import('./billing-tab').then((m) => m.BillingTab));
export const CompanyCertificates = preloadable(() =>
  import('@/features/certificates/components/client/company-certificates').then((m) => m.CompanyCertificates),
);
export const FeedbackForm = preloadable(() =>
  import('@/features/feedback/components/feedback-form').then((m) => m.FeedbackForm),
);
export const IndicatorsDashboard = preloadable(() =>
  import('@/features/indicators/components/indicators-dashboard').then((m) => m.IndicatorsDashboard),
);
export const MonthlyReports = preloadable(() =>
  import('@/features/indicators/components/monthly-reports').then((m) => m.MonthlyReports),
);
export const LaboratoryRequests = preloadable(() =>
  import('@/features/laboratory/components/laboratory-requests').then((m) => m.LaboratoryRequests),
);
export const NotificationsTab = preloadable(() =>
  import('./notifications-tab').then((m) => m.NotificationsTab),
);

/** Each tab's code (the directory is in the first screen's). */
export const tabCode: Partial<Record<ClientTab, { preload: () => Promise<unknown> }>> = {
  profile: ProfileView,
  account: AccountTab,
  repse: RepseTab,
  billing: BillingTab,
  training: CompanyCertificates,
  feedback: FeedbackForm,
  indicators: IndicatorsDashboard,
  monthly_reports: MonthlyReports,
  laboratory: LaboratoryRequests,
  notifications: NotificationsTab,
};
