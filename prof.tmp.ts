import { readFileSync } from 'node:fs';
import { compile, render } from './src/template-engine';
import { installLocalePacks } from './src/server/render/locale-packs';
installLocalePacks();
const B = '../shared/bench/template-engine/';
const src = readFileSync(B + 'wright.html', 'utf8');
const data = JSON.parse(readFileSync(B + 'wright.json', 'utf8'));
const partials = Object.fromEntries(Object.entries(JSON.parse(readFileSync(B + 'wright-partials.json', 'utf8'))).map(([k, v]) => [k, compile(v as string).template]));
const t = compile(src).template;
const r = render(t, data, { partials });
console.log(r.html.length, r.errors);
let n = 0; const start = performance.now();
while (performance.now() - start < 4000) { render(t, data, { partials }); n++; }
console.log((n * 1000 / (performance.now() - start)).toFixed(0), 'r/s');
