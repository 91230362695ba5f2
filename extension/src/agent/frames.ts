// Which Chrome frame an <iframe> element shows. chrome.runtime.getFrameId is not exposed to
// content scripts in the Chromium we run (156), and webNavigation would need another
// permission, so frames are matched by their position instead: a frame's key is the path of
// window indices from the top window ("0.1" = second frame of the first frame). Window indices
// and `parent` are readable across origins, so both sides compute the same key. Frames the
// index does not reach (iframes inside shadow roots are not in window.frames) fall back to their URL.

function indexIn(parent: Window, child: Window): number {
  for (let i = 0; i < parent.length; i++) if (parent[i] === child) return i;
  return -1;
}

/** This frame's key; "" for the top frame. */
export function ownFrameKey(): string {
  const path: number[] = [];
  try {
    for (let w: Window = window; w !== w.parent; w = w.parent) {
      const index = indexIn(w.parent, w);
      if (index < 0) return `url:${location.href}`;
      path.unshift(index);
    }
  } catch {
    return `url:${location.href}`;
  }
  return path.join('.');
}

/** The key of the frame an <iframe> element shows, as that frame computes it. */
export function childFrameKey(iframe: HTMLIFrameElement): string {
  const win = iframe.contentWindow;
  const index = win ? indexIn(window, win) : -1;
  const own = ownFrameKey();
  if (index < 0 || own.startsWith('url:')) return `url:${iframe.src}`;
  return own ? `${own}.${index}` : String(index);
}
