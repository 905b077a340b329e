/** `npm run lighthouserc`: writes `lighthouserc.json` from the gate's pages and budgets (lighthouserc.ts). */
import { writeFileSync } from 'node:fs';
import { lighthouseCiFile } from './lighthouserc.ts';

writeFileSync('lighthouserc.json', lighthouseCiFile());
console.log('lighthouserc.json written from scripts/lighthouse/budgets.ts');
