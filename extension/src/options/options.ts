// The options page: one small module per section, each a view of storage like the popup.
import { localizePage } from '../shared/i18n';
import { initActivity } from './activity';
import { initChat } from './chat';
import { initConnection } from './connection';
import { initDiagnostics } from './diagnostics';
import { initPermissions } from './permissions';
import { initPolicy } from './policy';
import { initModes } from './modes';
import { initProfile } from './profile';
import { $ } from '../ui/dom';
import { wireSidePanelButton } from '../ui/side-panel';

localizePage();
void initConnection();
void initPermissions();
void initPolicy();
void initModes();
void initProfile();
void initChat();
void initActivity();
void initDiagnostics();
wireSidePanelButton($<HTMLButtonElement>('open-side-panel'));
