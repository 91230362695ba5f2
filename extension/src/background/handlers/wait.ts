// wait.element and wait.for (docs/automation.md). Owner: page-agent work.
import { notYet } from './not-yet';
export const waitElement = notYet('wait.element');
export const waitFor = notYet('wait.for');
