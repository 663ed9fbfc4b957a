import { COPIED_INDICATOR_MS } from "#core/limits";
import { COPY_HINT_SHOWN } from "../components/ui/copy-hint";

/** The close icon's path (components/ui/icon.tsx), drawn when the phone menu is open. */
const CLOSE_ICON = "M18 6 6 18M6 6l12 12";
/** The check icon's path, drawn while a code block reads Copied!. */
const CHECK_ICON = "M20 6 9 17l-5-5";

/**
 * What pages sent without React (docs/decisions/0148-text-pages-without-react.md) still need
 * from a script: the buttons the server already rendered, made to do what the React components
 * do on hydrated pages. One inline script, no request, run at the end of <body>:
 * - the header's Menu button (site-header.tsx): aria-expanded, the list shown, Escape closes;
 * - FAQ questions (faq-accordion.tsx, `data-accordion`): one answer open at a time;
 * - Copy buttons (copyable-code.tsx, `data-copyable`): Copied! for COPIED_INDICATOR_MS, or the
 *   code selected with the hint when the clipboard refuses;
 * - opening times (opens-at.tsx, `data-opens-at`): rewritten in the visitor's own zone;
 * - account forms (submit-button.tsx, `data-pending-label`): the button reads "Logging in…" and
 *   is disabled once the form is sent (after the browser has read the form, so the pressed
 *   button's intent is still sent), and a second press sends nothing; a page restored by Back is reset.
 * Then `<html data-enhanced="true">`, which browser tests wait for before pressing buttons.
 * Plain ES2017, no imports: it must run as is in every browser the site supports.
 */
export const PAGE_ENHANCEMENT_SCRIPT = `(function(){
var d=document;
function each(s,r,f){Array.prototype.forEach.call((r||d).querySelectorAll(s),f)}
var menu=d.querySelector('button[aria-controls="site-menu"]'),list=d.getElementById("site-menu");
if(menu&&list){
var icon=menu.querySelector("path"),shut=icon&&icon.getAttribute("d");
var show=function(open){menu.setAttribute("aria-expanded",String(open));list.classList.toggle("hidden",!open);list.classList.toggle("block",open);if(icon)icon.setAttribute("d",open?${JSON.stringify(CLOSE_ICON)}:shut)};
menu.addEventListener("click",function(){show(menu.getAttribute("aria-expanded")!=="true")});
d.addEventListener("keydown",function(e){if(e.key==="Escape"&&menu.getAttribute("aria-expanded")==="true"){show(false);menu.focus()}});
}
each("[data-accordion]",null,function(box){
var qs=box.querySelectorAll("button[aria-controls]");
each("button[aria-controls]",box,function(q){q.addEventListener("click",function(){
var was=q.getAttribute("aria-expanded")==="true";
Array.prototype.forEach.call(qs,function(o){var on=o===q&&!was,p=d.getElementById(o.getAttribute("aria-controls")),s=o.querySelector("svg");
o.setAttribute("aria-expanded",String(on));if(p)p.hidden=!on;if(s)s.classList.toggle("rotate-90",on)})})})
});
each("[data-copyable]",null,function(fig){
var b=fig.querySelector("button"),code=fig.querySelector("pre"),live=fig.querySelector("[aria-live]"),label=b.innerHTML,t;
b.addEventListener("click",function(){
navigator.clipboard.writeText(code.textContent).then(function(){
var svg=b.querySelector("svg").cloneNode(false);svg.innerHTML='<path d="${CHECK_ICON}"/>';b.textContent="";b.appendChild(svg);b.appendChild(d.createTextNode(b.dataset.copied));
live.className="sr-only";live.textContent=b.dataset.copied;clearTimeout(t);
t=setTimeout(function(){b.innerHTML=label;live.textContent=""},${COPIED_INDICATOR_MS});
}).catch(function(e){console.error("Copying to the clipboard failed",e);
live.className=${JSON.stringify(COPY_HINT_SHOWN)};live.textContent=live.dataset.hint;
var sel=getSelection();if(sel){sel.selectAllChildren(code);code.focus()}})})
});
each("time[data-opens-at]",null,function(el){
var at=new Date(Number(el.dataset.opensAt)),now=new Date(),day=function(x){return Date.UTC(x.getFullYear(),x.getMonth(),x.getDate())};
var n=Math.round((day(at)-day(now))/864e5),two=function(v){return(v<10?"0":"")+v},time=two(at.getHours())+":"+two(at.getMinutes());
var lg=d.documentElement.lang,name=function(o){return new Intl.DateTimeFormat(lg==="en"?"en-GB":lg,o).format(at)};
var when=n===0?el.dataset.today+" "+time:n===1?el.dataset.tomorrow+" "+time:n>1&&n<7?name({weekday:"long"})+" "+time:lg!=="en"?name({weekday:"long",day:"numeric",month:"long"})+" "+time:name({weekday:"long"})+" "+at.getDate()+" "+name({month:"long"})+" "+time;
el.textContent=el.dataset.sentence.replace("{when}",when);
});
each("form",null,function(f){var sent=false;f.addEventListener("submit",function(e){
if(sent){e.preventDefault();return}var b=e.submitter;if(!b||!b.dataset.pendingLabel)return;sent=true;
var label=b.textContent;b.textContent=b.dataset.pendingLabel;b.setAttribute("aria-disabled","true");setTimeout(function(){b.disabled=true});
addEventListener("pageshow",function(){sent=false;b.textContent=label;b.disabled=false;b.removeAttribute("aria-disabled")},{once:true})})});
d.documentElement.dataset.enhanced="true";
})()`;
