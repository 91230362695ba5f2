// Tabs, windows, navigation and sessions (docs/automation.md). Owner: chrome-APIs work.
import { notYet } from './not-yet';
export const tabCreate = notYet('tab.create');
export const tabClose = notYet('tab.close');
export const tabSelect = notYet('tab.select');
export const windowResize = notYet('window.resize');
export const navigate = notYet('navigate');
export const sessionEnd = notYet('session.end');
