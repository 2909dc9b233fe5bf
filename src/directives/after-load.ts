/**
 * Runs `task` once the page has loaded and the frame after its load has been painted: a request the task
 * makes then starts after the page's eager pictures have arrived, so it never shares a phone's connection with
 * them. It can still end before a picture still decoding is painted (the bench note says what that costs).
 * A page opened in a background tab runs it when first shown (a hidden page paints no frame).
 */
export function afterLoad(task: () => void): void {
  const later = () => requestAnimationFrame(() => setTimeout(task));
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
