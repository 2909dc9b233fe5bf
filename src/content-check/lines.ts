/** A place in a file, 1-based, as editors count lines and columns. */
export interface Located {
  line: number;
  column: number;
}

/** Turns character offsets of `text` into lines and columns. */
export function lineLocator(text: string): (offset: number) => Located {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}
