import type { Analytics, AnalyticsCategory, AnalyticsExtras } from '../../application/ports/analytics.port';
import type { Logger } from '../../application/ports/logger.port';

/** Anything shaped like local@domain.tld. */
const EMAIL_LIKE = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
export const REDACTED = '[redacted]';

export const redact = (text: string): string => text.replace(EMAIL_LIKE, REDACTED);

export type AnalyticsPayload = Record<string, string | number | boolean> & {
  category: AnalyticsCategory;
  action: string;
  hostname: string;
  label: string;
  value: number;
};

/** SPEC §7: label '-' and value 0 by default, the hostname ('localhost' when unknown), strings redacted. */
export function buildAnalyticsPayload(
  category: AnalyticsCategory,
  action: string,
  extras: AnalyticsExtras = {},
  hostname = 'localhost',
): AnalyticsPayload {
  const payload: Record<string, string | number | boolean> = {
    category,
    action: redact(action),
    hostname: hostname || 'localhost',
    label: '-',
    value: 0,
  };
  for (const [key, value] of Object.entries(extras)) {
    if (value === undefined) continue;
    payload[key] = typeof value === 'string' ? redact(value) : value;
  }
  return payload as AnalyticsPayload;
}

export interface ConsoleAnalyticsOptions {
  /** SPEC §9: analytics runs in debug mode, i.e. logs every payload. Default true. */
  debug?: boolean;
  hostname?: string;
}

/**
 * DESIGN §3: the default analytics adapter never leaves the machine. It logs each payload in
 * debug mode and keeps nothing (no queue, no identifiers); a failure is only logged.
 */
export class ConsoleAnalytics implements Analytics {
  private readonly debug: boolean;
  private readonly hostname: string;

  constructor(
    private readonly logger: Logger,
    options: ConsoleAnalyticsOptions = {},
  ) {
    this.debug = options.debug ?? true;
    this.hostname = options.hostname || globalThis.location?.hostname || 'localhost';
  }

  track(category: AnalyticsCategory, action: string, extras?: AnalyticsExtras): void {
    this.safely(() => buildAnalyticsPayload(category, action, extras, this.hostname));
  }

  pageView(pathWithQuery: string): void {
    this.safely(() => ({ type: 'page_view', page: redact(pathWithQuery), hostname: this.hostname }));
  }

  private safely(build: () => object): void {
    try {
      const payload = build();
      if (this.debug) this.logger.info('[analytics]', payload);
    } catch (error) {
      this.logger.error('Analytics tracking failed', error);
    }
  }
}
