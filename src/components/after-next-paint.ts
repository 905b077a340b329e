/**
 * Runs `task` in the first task after the browser's next frame, so work that no one sees yet
 * (a picture for a slide not shown) never delays the frame that shows what a tap changed.
 * Returns the cancel, which stops the task if it has not run yet. A hidden tab draws no frame:
 * the task waits until the tab is shown.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
