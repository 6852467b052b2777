// Horizontal bar charts as plain SVG (no browser, no network, no dependency): one or more panels,
// each a list of groups of bars, an optional target line and min–max whiskers. RESULTS.md embeds them.
'use strict';

const WIDTH = 820;
const LABEL = 210;
const RIGHT = 150;
const BAR = 16;
const GAP = 5;
const GROUP_GAP = 12;
const COLORS = { flow: '#6b46c1', limit: '#94a3b8', other: '#0ea5e9', extra: '#f59e0b', bad: '#dc2626' };

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fmt(v) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (Number.isInteger(v)) return String(v);
  const a = Math.abs(v);
  return a >= 100 ? String(Math.round(v)) : a >= 10 ? v.toFixed(1) : a >= 1 ? v.toFixed(2) : v.toFixed(3);
}

/**
 * panel: { title, unit, groups: [{ label, bars: [{ label, value, min?, max?, color? }] }], target?: { value, label } }
 * Values must be ≥ 0 (negative values are drawn from 0 to the left edge and labelled).
 */
function renderPanel(panel, y0) {
  const bars = panel.groups.flatMap((g) => g.bars);
  const maxValue = Math.max(1e-9, ...bars.map((b) => Math.max(b.value ?? 0, b.max ?? 0)), panel.target?.value ?? 0) * 1.08;
  const plot = WIDTH - LABEL - RIGHT;
  const x = (v) => LABEL + (Math.max(0, v) / maxValue) * plot;
  const out = [];
  let y = y0;
  out.push(`<text x="12" y="${y + 14}" class="title">${esc(panel.title)}${panel.unit ? ` <tspan class="unit">(${esc(panel.unit)})</tspan>` : ''}</text>`);
  y += 26;
  const top = y;
  for (const group of panel.groups) {
    if (group.label) {
      out.push(`<text x="12" y="${y + 12}" class="group">${esc(group.label)}</text>`);
      y += 18;
    }
    for (const bar of group.bars) {
      const color = COLORS[bar.color] ?? bar.color ?? COLORS.flow;
      const w = Math.max(1, x(bar.value ?? 0) - LABEL);
      out.push(`<text x="${LABEL - 8}" y="${y + BAR - 4}" class="label" text-anchor="end">${esc(bar.label)}</text>`);
      if (Number.isFinite(bar.value)) out.push(`<rect x="${LABEL}" y="${y}" width="${w.toFixed(1)}" height="${BAR}" fill="${color}" rx="2"/>`);
      if (Number.isFinite(bar.min) && Number.isFinite(bar.max) && bar.max > bar.min) {
        const cy = y + BAR / 2;
        out.push(
          `<path d="M${x(bar.min).toFixed(1)} ${cy}H${x(bar.max).toFixed(1)}M${x(bar.min).toFixed(1)} ${cy - 4}v8M${x(bar.max).toFixed(1)} ${cy - 4}v8" class="whisker"/>`,
        );
      }
      const text = bar.text ?? (Number.isFinite(bar.value) ? fmt(bar.value) : 'not measured');
      out.push(`<text x="${Math.max(x(bar.value ?? 0), Number.isFinite(bar.max) ? x(bar.max) : 0) + 6}" y="${y + BAR - 4}" class="value">${esc(text)}</text>`);
      y += BAR + GAP;
    }
    y += GROUP_GAP - GAP;
  }
  if (panel.target && Number.isFinite(panel.target.value)) {
    const tx = x(panel.target.value).toFixed(1);
    out.push(`<line x1="${tx}" y1="${top - 4}" x2="${tx}" y2="${y - GROUP_GAP + 4}" class="target"/>`);
    out.push(
      `<text x="${tx}" y="${top - 8}" class="targetLabel" text-anchor="middle">${esc(panel.target.label ?? `target ${fmt(panel.target.value)}`)}</text>`,
    );
  }
  return { svg: out.join('\n'), height: y - y0 + 8 };
}

/** One SVG of stacked panels; `legend`: [{ label, color }]. */
function barChart({ title, subtitle, panels, legend = [] }) {
  const parts = [];
  let y = 0;
  parts.push(`<text x="12" y="22" class="heading">${esc(title)}</text>`);
  y = 30;
  if (subtitle) {
    parts.push(`<text x="12" y="${y + 12}" class="subtitle">${esc(subtitle)}</text>`);
    y += 18;
  }
  if (legend.length) {
    let lx = 12;
    for (const item of legend) {
      parts.push(
        `<rect x="${lx}" y="${y + 3}" width="12" height="12" fill="${COLORS[item.color] ?? item.color}" rx="2"/><text x="${lx + 17}" y="${y + 13}" class="legend">${esc(item.label)}</text>`,
      );
      lx += 30 + item.label.length * 6.4;
    }
    y += 22;
  }
  y += 6;
  for (const panel of panels) {
    const rendered = renderPanel(panel, y);
    parts.push(rendered.svg);
    y += rendered.height + 8;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${Math.ceil(y)}" viewBox="0 0 ${WIDTH} ${Math.ceil(y)}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">
<style>
.heading{font-size:16px;font-weight:600;fill:#111827}.subtitle{font-size:11.5px;fill:#4b5563}.title{font-size:13px;font-weight:600;fill:#1f2937}
.unit{font-weight:400;fill:#6b7280}.group{font-size:11.5px;font-weight:600;fill:#374151}.label{font-size:11.5px;fill:#374151}
.value{font-size:11px;fill:#111827}.legend{font-size:11.5px;fill:#374151}.whisker{stroke:#111827;stroke-width:1;fill:none}
.target{stroke:#dc2626;stroke-width:1.5;stroke-dasharray:5 3}.targetLabel{font-size:10.5px;fill:#dc2626}
</style>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>
`;
}

module.exports = { barChart, fmt, COLORS };
