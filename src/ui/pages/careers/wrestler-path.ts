/** Issue 35: a wrestler's page (profile, skills, push, momentum, history) is the career screen. */
export const wrestlerPath = (wrestlerId: number): string => `/career-mode/${wrestlerId}`;
