import type { CompanyStats } from '../../utils/feedback-stats';

/** The rating chart's height, also kept by its placeholder while the chart library loads. */
export const chartHeight = (stats: CompanyStats[]) => 80 + stats.length * 44;
