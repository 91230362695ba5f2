// DOM-level input actions (docs/automation.md). Owner: page-agent work.
import { notYet } from './not-yet';
export const inputClick = notYet('input.click');
export const inputType = notYet('input.type');
export const inputPress = notYet('input.press');
export const inputHover = notYet('input.hover');
export const inputSelect = notYet('input.select');
export const inputFill = notYet('input.fill');
export const inputScroll = notYet('input.scroll');
export const inputDrag = notYet('input.drag');
export const fileSet = notYet('file.set');
