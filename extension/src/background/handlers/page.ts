// Page agent actions (docs/automation.md): snapshot, query, find, text. Owner: page-agent work.
import { notYet } from './not-yet';
export const pageSnapshot = notYet('page.snapshot');
export const pageQuery = notYet('page.query');
export const pageQueryText = notYet('page.queryText');
export const pageFind = notYet('page.find');
export const pageText = notYet('page.text');
