"""The audit as one self-contained HTML page: the figures embedded as JSON, drawn as inline SVG
by a small inline script. No network, no CDN, no external file: it opens from disk anywhere.

Charts: records per tier over time, compliance per tier, the staleness histogram, drafts applied
vs rejected by reason, the capability profile's trajectory per dimension, environment
prediction hit rates. Each chart marks its <svg> `data-drawn` with how many marks it drew, so a
headless browser can check the page drew them.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

_STYLE = """
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222;background:#fafafa}
h1{font-size:20px}h2{font-size:15px;margin:0 0 6px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(460px,1fr));gap:16px}
.card{background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px}
.fail{color:#a40000}.ok{color:#176f2c}svg{width:100%;height:auto}
.legend span{display:inline-block;margin-right:10px;font-size:12px}
.legend i{display:inline-block;width:10px;height:10px;margin-right:4px}
table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #ddd;padding:3px 6px}
"""

_SCRIPT = r"""
(function(){
const D=JSON.parse(document.getElementById('audit-data').textContent);
const NS='http://www.w3.org/2000/svg';
const COLORS=['#4e79a7','#f28e2b','#e15759','#76b7b2','#59a14f','#edc948','#b07aa1','#ff9da7'];
function el(name,attrs,parent,text){const e=document.createElementNS(NS,name);
 for(const k in attrs)e.setAttribute(k,attrs[k]);if(text!==undefined)e.textContent=text;
 if(parent)parent.appendChild(e);return e;}
function frame(id){const svg=document.getElementById(id);svg.setAttribute('viewBox','0 0 460 240');
 return svg;}
function legend(id,names){const box=document.getElementById(id+'-legend');if(!box)return;
 names.forEach((n,i)=>{const s=document.createElement('span');const c=document.createElement('i');
 c.style.background=COLORS[i%COLORS.length];s.appendChild(c);s.appendChild(document.createTextNode(n));
 box.appendChild(s);});}
function empty(svg,msg){el('text',{x:230,y:120,'text-anchor':'middle',fill:'#888'},svg,msg);
 svg.dataset.drawn='0';}
function axes(svg,max){el('line',{x1:40,y1:200,x2:450,y2:200,stroke:'#999'},svg);
 el('line',{x1:40,y1:10,x2:40,y2:200,stroke:'#999'},svg);
 el('text',{x:36,y:14,'text-anchor':'end','font-size':10},svg,String(max));
 el('text',{x:36,y:200,'text-anchor':'end','font-size':10},svg,'0');}
// grouped bars: labels on x, one bar per series
function bars(id,labels,series,max){const svg=frame(id);let drawn=0;
 if(!labels.length||!series.length){empty(svg,'no data');return;}
 max=max||Math.max(1,...series.flatMap(s=>s.values));axes(svg,+max.toFixed(2));
 const gw=410/labels.length,bw=Math.max(2,(gw-6)/series.length);
 labels.forEach((lab,i)=>{const x0=42+i*gw;
  series.forEach((s,j)=>{const v=s.values[i]||0;const h=190*v/max;
   const r=el('rect',{x:x0+2+j*bw,y:200-h,width:bw-1,height:Math.max(h,0),
    fill:COLORS[j%COLORS.length]},svg);el('title',{},r,s.name+' · '+lab+': '+v);drawn++;});
  el('text',{x:x0+gw/2,y:214,'text-anchor':'middle','font-size':9},svg,
   lab.length>14?lab.slice(0,13)+'…':lab);});
 svg.dataset.drawn=String(drawn);legend(id,series.map(s=>s.name));}
// lines over a shared ordered x axis
function lines(id,xs,series,max){const svg=frame(id);let drawn=0;
 if(!xs.length||!series.length){empty(svg,'no data');return;}
 max=max||Math.max(1,...series.flatMap(s=>s.values.filter(v=>v!==null)));axes(svg,+max.toFixed(2));
 const step=xs.length>1?410/(xs.length-1):0;
 series.forEach((s,j)=>{const pts=[];s.values.forEach((v,i)=>{if(v===null)return;
  const x=42+i*step,y=200-190*v/max;pts.push(x+','+y);
  const c=el('circle',{cx:x,cy:y,r:2.5,fill:COLORS[j%COLORS.length]},svg);
  el('title',{},c,s.name+' · '+xs[i]+': '+v);drawn++;});
  if(pts.length>1)el('polyline',{points:pts.join(' '),fill:'none',stroke:COLORS[j%COLORS.length],
   'stroke-width':2},svg);});
 el('text',{x:42,y:214,'font-size':9},svg,xs[0]);
 el('text',{x:450,y:214,'text-anchor':'end','font-size':9},svg,xs[xs.length-1]);
 svg.dataset.drawn=String(drawn);legend(id,series.map(s=>s.name));}
const tiers=Object.keys(D.tiers);
// 1. records per tier over time
const months=(D.timeline[tiers[0]]||[]).map(p=>p[0]);
lines('c-timeline',months,tiers.map(t=>({name:t,values:(D.timeline[t]||[]).map(p=>p[1])})));
// 2. compliance per tier
bars('c-compliance',tiers,[{name:'compliance %',values:tiers.map(t=>D.tiers[t].compliance===null?0:
 Math.round(100*D.tiers[t].compliance))}],100);
// 3. staleness histogram
const bins=Object.keys(D.tiers[tiers[0]].staleness);
bars('c-staleness',bins,tiers.map(t=>({name:t,values:bins.map(b=>D.tiers[t].staleness[b]||0)})));
// 4. drafts applied vs rejected by reason
const dr=D.drafts;const reasons=Object.keys(dr.rejected_by_reason).sort();
bars('c-drafts',['applied','strengthened',...reasons.map(r=>'rejected: '+r)],
 [{name:'drafts',values:[dr.applied,dr.strengthened,...reasons.map(r=>dr.rejected_by_reason[r])]}]);
// 5. capability profile trajectory per dimension
const traj=D.profile.trajectory||{};let dims=Object.keys(traj);
let times=[...new Set(dims.flatMap(d=>traj[d].map(p=>p[0])))].sort();
let series=dims.map(d=>{const m=Object.fromEntries(traj[d]);return{name:d,
 values:times.map(t=>t in m?m[t]:null)};});
if(!dims.length&&Object.keys(D.profile.dimensions||{}).length){
 const now=D.profile.last_updated||D.today;
 times=[now];series=Object.entries(D.profile.dimensions).map(([d,v])=>({name:d,values:[v.p]}));}
lines('c-profile',times.map(t=>t.slice(0,16)),series,1);
// 6. environment prediction hit rates
const buckets=Object.keys(D.predictions);
bars('c-hits',buckets,[{name:'hit rate %',values:buckets.map(b=>{const o=D.predictions[b];
 const n=o.hits+o.misses;return n?Math.round(100*o.hits/n):0;})}],100);
document.body.dataset.charts=String(document.querySelectorAll('svg[data-drawn]').length);
})();
"""

_CHARTS = (("c-timeline", "Records per tier over time (cumulative, by month created)"),
           ("c-compliance", "Frontmatter compliance per tier (%)"),
           ("c-staleness", "Staleness: records by days since last_touched"),
           ("c-drafts", "Drafts: applied vs rejected, by reason"),
           ("c-profile", "Capability profile: p per dimension over time"),
           ("c-hits", "Environment predictions: hit rate per sub-bucket (%)"))


def render_page(fig: dict[str, Any]) -> str:
    data = json.dumps(fig, default=str, ensure_ascii=False).replace("<", "\\u003c")
    e = html.escape
    failures = "".join(
        f"<li class=fail><b>{e(f['id'])}</b> [{e(f['tier'])}]: {e(f['evidence'])}<br>"
        f"fix: <code>{e(f['fix'])}</code></li>" for f in fig["failure_classes"]
    ) or "<li class=ok>No failure class present.</li>"
    rows = "".join(
        f"<tr><td>{e(name)}</td><td class={'ok' if u['functional'] else 'fail'}>"
        f"{'functional' if u['functional'] else e('; '.join(u['why_not']))}</td></tr>"
        for name, u in fig["units"].items())
    cards = "".join(f"<div class=card><h2>{e(title)}</h2><svg id={cid} role=img "
                    f"aria-label='{e(title)}'></svg><div class=legend id={cid}-legend></div>"
                    "</div>" for cid, title in _CHARTS)
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "script-src 'unsafe-inline'; style-src 'unsafe-inline'\">"
        f"<title>Memory audit {e(fig['today'])}</title><style>{_STYLE}</style></head><body>"
        f"<h1>Memory audit {e(fig['today'])} — {fig['functional_tiers']} of 6 tiers functional,"
        f" maturity {e(fig['maturity'])}</h1><p>{e(fig['root'])}: {e(fig['maturity_reason'])}"
        f"</p><ul>{failures}</ul><table><tr><th>unit</th><th>state</th></tr>{rows}</table>"
        f"<p><small>{e(fig['functional_definition'])}</small></p>"
        f"<div class=grid>{cards}</div>"
        f"<script type=application/json id=audit-data>{data}</script>"
        f"<script>{_SCRIPT}</script></body></html>\n")


def write_dashboard(path: Path, fig: dict[str, Any]) -> Path:
    """Write the page to `path` (outside the store: a plain file the user asked for)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(render_page(fig), encoding="utf-8")
    tmp.replace(path)
    return path


__all__ = ["render_page", "write_dashboard"]
