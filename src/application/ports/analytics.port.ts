/** SPEC §7 analytics categories. */
export type AnalyticsCategory =
  | 'Sidebar' | 'Appearance' | 'Schedule' | 'Segment' | 'Notes' | 'Error' | 'Topbar' | 'Lists'
  | 'Brand' | 'Guided' | 'ColorMode' | 'Leagues' | 'Draft' | 'WouldYouLikeTo' | 'Setup' | 'Office'
  | 'Rumble' | 'ChangeBrands' | 'RankWrestlers' | 'RankChampionships' | 'Simulate' | 'CMS'
  | 'Calendar' | 'Tournament' | 'Tutorials' | 'GuidedProduction' | 'Settings' | 'SubNav' | 'Saves';

export interface AnalyticsExtras {
  /** Default '-'. */
  label?: string;
  /** Default 0. */
  value?: number;
  [key: string]: string | number | boolean | undefined;
}

export interface Analytics {
  track(category: AnalyticsCategory, action: string, extras?: AnalyticsExtras): void;
  pageView(pathWithQuery: string): void;
}
