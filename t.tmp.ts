import { renderWithReference } from './test/support/reference-engine';
import { render } from './src/template-engine';
import { installLocalePacks } from './src/server/render/locale-packs';
installLocalePacks();
const data = {"k":[{},1],"n":true,"a":1.5,"c":{"n":["true",1,null,null]},"items":[[null,4],{"n":true,"b":-3,"items":[]},true],"b":{"c":{"k":2,"items":null}}};
const t = '{@v|count}{items}{.var @v b|json}{.if @ && n}{.end}';
console.log(renderWithReference(t, data), render(t, data));
