/**
 * Puts text on the clipboard; false when the browser refuses (no permission, an insecure page, an
 * old browser), so the caller can show the text to copy by hand instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
