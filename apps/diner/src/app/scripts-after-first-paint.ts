import { AFTER_FIRST_PAINT } from '@tabula/api-client';

/*
 * A page the server drew (ADR 0012) paints from its HTML and stylesheets alone; its scripts only
 * make it respond. The server writes them so the browser fetches none of them while it draws
 * (`AFTER_FIRST_PAINT`), and this part of the page's head script asks for them once the first
 * frame is painted: on a weak connection the page's first bytes all go to what the diner sees,
 * and the scripts then have the connection to themselves. A tap before they run is held
 * (early-taps.tsx). A page opened in the background paints nothing, so it loads them as soon as
 * it is read.
 *
 * Written out, as the head script is (no build step transforms it): after the first frame (a
 * timer queued from the frame's own callback runs after its paint) and once the document is
 * read, each written-out preload becomes a module preload and each script a module script, with
 * the attributes they had, the preloads first. A few are added per task: each element starts its
 * fetch as it is added (about a millisecond apiece on the benchmark machine, and a drawn page
 * names some thirty), so adding them all at once would be a long task of its own.
 */

/** How many elements are added per task. */
const PER_TASK = 6;

/** The head script's part that loads the app's scripts after the first frame. */
export const SCRIPTS_AFTER_FIRST_PAINT =
  '(function(d){var done=false;' +
  'function copy(from,to){for(var i=0;i<from.attributes.length;i++){var a=from.attributes[i];' +
  'if(a.name!=="rel"&&a.name!=="type")to.setAttribute(a.name,a.value);}d.head.appendChild(to);}' +
  'function add(e){var n;' +
  'if(e.tagName==="LINK"){n=d.createElement("link");n.rel="modulepreload";}' +
  'else{n=d.createElement("script");n.type="module";}copy(e,n);}' +
  'function load(){if(done)return;done=true;var written=[];' +
  `d.querySelectorAll('link[rel="${AFTER_FIRST_PAINT}"]').forEach(function(e){written.push(e);});` +
  `d.querySelectorAll('script[type="${AFTER_FIRST_PAINT}"]').forEach(function(e){written.push(e);});` +
  `(function next(){written.splice(0,${String(PER_TASK)}).forEach(add);` +
  'if(written.length>0)setTimeout(next,0);})();}' +
  'function whenRead(){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",load);else load();}' +
  'if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(whenRead,0);});' +
  'else whenRead();' +
  '})(document);';
