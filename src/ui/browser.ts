/**
 * The few page-level effects the UI performs, behind one object so tests can spy on them
 * (jsdom cannot reload or navigate the real page).
 */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  goToHash(hash: string): void {
    window.location.hash = hash;
  },
  confirm(message: string): boolean {
    return window.confirm(message);
  },
};
