import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TABRELAY = path.join(ROOT, 'tabrelay');
export const ARTIFACTS = path.join(ROOT, 'artifacts', 'e2e');
export const EXTENSION_ID = 'hoddiojdknopfofgicbmfpnlbfjcmhen';
