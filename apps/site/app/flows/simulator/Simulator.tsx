/** The landing page's financing simulator (issue #5 fills it in). */
export function Simulator() {
  return null;
}
