// Tabs, windows, navigation and sessions (docs/automation.md): the export point handlers/index.ts imports.
export { navigate } from './navigate';
export { sessionEnd, tabClose, tabCreate, tabSelect, windowResize } from './tab-actions';
