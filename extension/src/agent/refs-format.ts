// Element refs as the model sees them (docs/automation.md, "Element refs"): `e12` is element 12
// of the top frame, `f7e12` element 12 of the frame Chrome calls 7. The frame id is in the ref
// itself so the worker needs no lookup table and a ref survives a worker restart.

export interface ParsedRef {
  /** Chrome frameId; 0 is the top frame. */
  frameId: number;
  /** The ref inside that frame's agent: `e12`. */
  local: string;
}

const REF = /^(?:f(\d+))?(e\d+)$/;

/** Parses `e12` / `f7e12`; undefined when the text is not a ref. */
export function parseRef(text: string): ParsedRef | undefined {
  const match = REF.exec(text.trim());
  if (!match) return undefined;
  return { frameId: match[1] === undefined ? 0 : Number(match[1]), local: match[2]! };
}

/** The ref the model sees for `local` in frame `frameId`. */
export function formatRef(frameId: number, local: string): string {
  return frameId === 0 ? local : `f${frameId}${local}`;
}
