/**
 * Run first in every page's <head>: where the browser refuses Web Storage (third-party
 * frames with storage blocked, "block all cookies"), reading `sessionStorage` throws a
 * SecurityError. React Router's scroll restoration reads it from an inline script and
 * clears it in its catch, which throws again, so `/widget-embed` failed with an uncaught
 * error. A refused sessionStorage is replaced, for this page only, by one in memory:
 * scroll positions are then not kept across reloads, and nothing throws. localStorage is
 * left alone: our own code reads it guarded and says when it cannot keep anything.
 */
export const STORAGE_GUARD_SCRIPT = `(function(){try{window.sessionStorage.getItem("_");return}catch(e){}var m=new Map();var s={getItem:function(k){k=String(k);return m.has(k)?m.get(k):null},setItem:function(k,v){m.set(String(k),String(v))},removeItem:function(k){m.delete(String(k))},clear:function(){m.clear()},key:function(i){return Array.from(m.keys())[i]||null}};Object.defineProperty(s,"length",{get:function(){return m.size}});try{Object.defineProperty(window,"sessionStorage",{value:s,configurable:true})}catch(e){}})()`;
