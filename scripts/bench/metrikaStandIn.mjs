// A local stand-in for Yandex Metrika's tag (mc.yandex.ru/metrika/tag.js), so that the benchmark
// measures the page as production serves it: with a counter id, the analytics code path of the
// site runs (the route hook installs the queue and inserts the tag) and a script of the real
// tag's size and kind of work competes with hydration. The real tag cannot be fetched here (no
// network) and must not be: hits from benchmarks would pollute a real counter.
//
// What it does, like the real tag (≈200 KB minified, ≈70 KB compressed, one script):
//  - is parsed and compiled: ≈200 KB of generated functions, a module table evaluated at load;
//  - on load takes over `window.ym` and replays the queued calls (`init`, `hit`, `reachGoal`);
//  - `init` allocates its state, adds capture listeners for pointer, keyboard, scroll and input
//    events, a MutationObserver over the whole document and timers (a 2 s flush interval);
//  - session replay (Webvisor): serializes the whole DOM once, in slices of at most ≈8 ms, and
//    then keeps recording events and mutations into a buffer.
// It sends nothing: the real tag's beacons go to mc.yandex.*, which a benchmark must not reach.
import http from 'node:http';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

/** Deterministic pseudo-random numbers, so that every run serves the same script. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  'counter',
  'params',
  'visit',
  'goal',
  'hit',
  'referer',
  'title',
  'session',
  'buffer',
  'flush',
  'encode',
  'decode',
  'node',
  'attr',
  'event',
  'scroll',
  'pointer',
  'target',
  'frame',
  'hash',
  'storage',
  'cookie',
  'uid',
  'timer',
  'queue',
  'ecommerce',
  'clickmap',
  'webvisor',
  'link',
];

/** One generated module: the kind of code a minified tag is made of. */
function moduleSource(index, next) {
  const word = () => WORDS[Math.floor(next() * WORDS.length)];
  const n = () => Math.floor(next() * 1000);
  const cases = Array.from(
    { length: 3 + Math.floor(next() * 5) },
    (_, i) => `case ${i}:r.${word()}${i}=(t[${i}]||"${word()}")+${n()};break;`,
  ).join('');
  return (
    `m[${index}]=function(e,t,n){var r={id:${index},k:"${word()}_${n()}",v:[]},o=0,i;` +
    `if(!t)t=[];for(i=0;i<t.length;i++){o=(o*31+String(t[i]).length)|0;` +
    `switch(i%${3 + (index % 4)}){${cases}default:r.v.push(o)}}` +
    `r.f=function(a){return typeof a=="string"?a.replace(/[^\\w-]/g,"").slice(0,${20 + (index % 60)}):` +
    `a&&a.nodeType===1?a.tagName.toLowerCase()+"#${word()}":String(a)};` +
    `r.g=function(a,b){var c=[];for(var d in a)Object.prototype.hasOwnProperty.call(a,d)&&c.push(d+"="+encodeURIComponent(r.f(a[d])));return c.join(b||"&")};` +
    `if(n)n[${index}]=r;return r};`
  );
}

/** The runtime: queue replay, listeners, timers, observer, DOM serialization in slices. */
const RUNTIME = `
var state={counters:{},buffer:[],nodes:0,ids:new WeakMap,next:1,started:Date.now()};
function now(){return performance.now()}
function record(kind,data){state.buffer.push([kind,Date.now()-state.started,data]);if(state.buffer.length>5000)state.buffer.splice(0,1000)}
function describe(node){var t=node.nodeType;if(t===3)return [3,node.nodeValue.length];if(t!==1)return [t];
  var a=[],at=node.attributes;for(var i=0;i<at.length;i++)a.push(at[i].name,at[i].value.length>256?at[i].value.slice(0,256):at[i].value);
  return [1,node.tagName,a]}
function serialize(){var stack=[document.documentElement],out=[];
  function slice(){var until=now()+8;while(stack.length&&now()<until){var node=stack.pop();
    if(!state.ids.has(node))state.ids.set(node,state.next++);out.push(describe(node));state.nodes++;
    for(var c=node.lastChild;c;c=c.previousSibling)stack.push(c)}
    if(stack.length)setTimeout(slice,0);else record("snapshot",out.length)}
  slice()}
function init(id,options){if(state.counters[id])return;var c=state.counters[id]={id:id,options:options||{},hits:[],goals:[],store:new Map};
  for(var i=0;i<5000;i++)c.store.set("k"+i,{i:i,s:"v"+(i*7919%10007),a:[i,i+1,i+2]});
  ["pointermove","pointerdown","click","keydown","input","change","focus","blur","touchstart","selectionchange"].forEach(function(type){
    document.addEventListener(type,function(e){record(type,e.target&&e.target.nodeType===1?state.ids.get(e.target)||0:0)},{capture:true,passive:true})});
  window.addEventListener("scroll",function(){record("scroll",window.scrollY)},{passive:true});
  window.addEventListener("resize",function(){record("resize",window.innerWidth)});
  new MutationObserver(function(list){record("mutations",list.length)}).observe(document.documentElement,{childList:true,subtree:true,attributes:true,characterData:true});
  setInterval(function(){var batch=state.buffer.splice(0,state.buffer.length);c.hits.push(batch.length)},2000);
  setTimeout(function(){if(c.options.webvisor)serialize()},0);
  for(var k in m)if(+k%9===0)m[k](id,[id,k,location.href],registry)}
function command(args){var id=args[0],name=args[1];if(name==="init")init(id,args[2]);
  else if(state.counters[id]){if(name==="hit")state.counters[id].hits.push([args[2],args[3]]);else if(name==="reachGoal")state.counters[id].goals.push([args[2],args[3]])}}
var queued=(window.ym&&window.ym.a)||[];
window.ym=function(){command([].slice.call(arguments))};window.ym.l=Date.now();
queued.forEach(command);
`;

/** The stand-in's source, about `kilobytes` KB. */
export function metrikaStandInSource(kilobytes = 200) {
  const next = random(20260717);
  const parts = [];
  let size = 0;
  for (let index = 0; size < kilobytes * 1024 - RUNTIME.length - 200; index += 1) {
    const part = moduleSource(index, next);
    parts.push(part);
    size += part.length;
  }
  return (
    `/* benchmark stand-in for Yandex Metrika tag.js: see scripts/bench/metrikaStandIn.mjs */\n` +
    `(function(){"use strict";var m={},registry={};${parts.join('\n')}\n` +
    `for(var k in m)if(+k%5===0)m[k](0,[k],registry);${RUNTIME}})();\n`
  );
}

/**
 * Serves the stand-in at http://127.0.0.1:<port>/metrika/tag.js (another origin than the site,
 * as mc.yandex.ru is), compressed like the real one. Resolves to { url, tagUrl, close() }.
 */
export async function startMetrikaStandIn(port) {
  const body = Buffer.from(metrikaStandInSource());
  const forms = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/metrika/tag.js')) {
      res.writeHead(404);
      res.end();
      return;
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const payload = encoding ? forms[encoding] : body;
    res.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Content-Length': payload.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    tagUrl: `${url}/metrika/tag.js`,
    bytes: { raw: body.length, gzip: forms.gzip.length, br: forms.br.length },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
