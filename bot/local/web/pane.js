"use strict";
// One user's view of the local Discord: channels, messages (text, embeds,
// images, Components V1 and V2), ephemerals, modals and a slash-command
// composer. Everything arrives from /ws (a snapshot, then changes); every
// action goes back through it and is checked by the stand-in's driver.

const USER = decodeURIComponent(location.pathname.split("/").pop());
const FLAG_EPHEMERAL = 1 << 6;
const FLAG_LOADING = 1 << 7;
const FLAG_COMPONENTS_V2 = 1 << 15;
const OPT = { SUB: 1, GROUP: 2, STRING: 3, INTEGER: 4, BOOLEAN: 5, USER: 6, CHANNEL: 7, ROLE: 8, MENTIONABLE: 9, NUMBER: 10, ATTACHMENT: 11 };

const S = {
  me: null, bot: null, guild: null,
  users: new Map(), channels: new Map(), messages: new Map(),
  commands: [], current: null, unread: new Set(),
  ws: null, req: 0, pending: new Map(), retry: 0, stick: true,
};
// For the browser tests: readiness, and per action the time until the pane changed.
const probe = (window.__duelhall = { ready: false, connected: false, actions: [], renders: 0 });

// `?still`: the page grows with its messages instead of scrolling them in a box, so a
// screenshot (python -m bot preview) can take a tall message whole.
if (new URLSearchParams(location.search).has("still")) document.documentElement.classList.add("still");

const $ = (id) => document.getElementById(id);
const el = (tag, cls, text) => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
};

// -- connection -------------------------------------------------------------------------------

function connect() {
  const ws = new WebSocket(`ws://${location.host}/ws?user=${encodeURIComponent(USER)}`);
  S.ws = ws;
  ws.onopen = () => { S.retry = 0; };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = () => {
    probe.connected = false;
    for (const { reject } of S.pending.values()) reject(new Error("disconnected"));
    S.pending.clear();
    setStatus("reconnecting…", "bad");
    // Back off, but keep trying: the page catches up from the next snapshot.
    const wait = Math.min(5000, 250 * 2 ** S.retry++);
    setTimeout(connect, wait);
  };
}

function send(op, data) {
  const req = ++S.req;
  return new Promise((resolve, reject) => {
    if (!S.ws || S.ws.readyState !== WebSocket.OPEN) {
      reject(new Error("not connected; reconnecting"));
      return;
    }
    S.pending.set(req, { resolve, reject });
    S.ws.send(JSON.stringify({ req, op, ...data }));
  });
}

async function act(op, data) {
  const entry = { op, t0: performance.now(), first: null, last: null };
  probe.actions.push(entry);
  try {
    const reply = await send(op, data);
    if (reply.error) {
      toast(reply.error);
      changed();
    }
    return reply;
  } catch (err) {
    toast(String(err.message || err));
    return { error: String(err) };
  }
}

// Called after every visible change; times the newest actions' results.
function changed() {
  probe.renders++;
  const now = performance.now();
  for (const entry of probe.actions) {
    if (entry.first === null) entry.first = now - entry.t0;
    if (now - entry.t0 < 2000) entry.last = now - entry.t0;
  }
}

function receive(msg) {
  switch (msg.op) {
    case "state": return loadState(msg);
    case "message": return upsertMessage(msg.message);
    case "channel": return upsertChannel(msg.channel);
    case "modal": return openModal(msg.modal);
    case "reply": {
      const waiting = S.pending.get(msg.req);
      if (waiting) { S.pending.delete(msg.req); waiting.resolve(msg); }
      return;
    }
  }
}

function loadState(state) {
  S.me = state.me; S.bot = state.bot; S.guild = state.guild;
  S.users = new Map(state.users.map((u) => [u.id, u]));
  S.channels = new Map(state.channels.map((c) => [c.id, c]));
  S.messages = new Map(state.messages.map((m) => [m.id, m]));
  S.commands = flattenCommands(state.commands);
  if (!S.current || !S.channels.has(S.current)) {
    S.current = state.channels.find((c) => c.type === 0)?.id ?? state.channels[0]?.id;
  }
  $("me").textContent = S.me.name;
  document.title = `${S.me.name} · Duelhall`;
  setStatus("live", "ok");
  renderChannels();
  renderMessages();
  updateComposerHint();
  probe.ready = true;
  probe.connected = true;
}

function setStatus(text, kind) {
  const node = $("status");
  node.textContent = text;
  node.dataset.kind = kind;
}

// -- channels ---------------------------------------------------------------------------------

function upsertChannel(channel) {
  const isNew = !S.channels.has(channel.id);
  S.channels.set(channel.id, channel);
  if (isNew && channel.id !== S.current) S.unread.add(channel.id);
  renderChannels();
  if (channel.id === S.current) renderTitle();
}

function renderChannels() {
  const nav = $("channels");
  nav.replaceChildren();
  const all = [...S.channels.values()];
  const top = all.filter((c) => !c.parent_id);
  for (const channel of top) {
    nav.append(channelLink(channel, false));
    for (const thread of all.filter((c) => c.parent_id === channel.id).sort(byId).reverse()) {
      nav.append(channelLink(thread, true));
    }
  }
}

function channelLink(channel, thread) {
  const button = el("button", "chan" + (thread ? " thread" : "") + (channel.archived ? " archived" : ""));
  button.type = "button";
  button.dataset.id = channel.id;
  button.textContent = channelLabel(channel);
  button.title = channelLabel(channel);
  if (channel.id === S.current) button.setAttribute("aria-current", "true");
  if (S.unread.has(channel.id)) button.append(el("span", "dot", "●"));
  button.addEventListener("click", () => switchTo(channel.id));
  return button;
}

function channelLabel(channel) {
  if (channel.type === 1) return `@${S.bot ? S.bot.name : "bot"}`;
  // Plain characters: a machine without an emoji font would show boxes.
  return (channel.parent_id ? "» " : "# ") + channel.name;
}

function switchTo(id) {
  if (!S.channels.has(id)) return;
  S.current = id;
  S.unread.delete(id);
  renderChannels();
  renderMessages();
  updateComposerHint();
}

// -- messages ---------------------------------------------------------------------------------

function byId(a, b) {
  const x = BigInt(a.id), y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
}

function upsertMessage(message) {
  if (message.deleted) S.messages.delete(message.id);
  else S.messages.set(message.id, message);
  if (message.channel_id !== S.current) {
    if (!message.deleted && S.channels.has(message.channel_id)) {
      S.unread.add(message.channel_id);
      renderChannels();
    }
    return;
  }
  const list = $("messages");
  const stick = S.stick;
  const old = list.querySelector(`[data-id="${message.id}"]`);
  if (message.deleted) {
    if (old) old.remove();
  } else {
    const node = renderMessage(message);
    if (old) old.replaceWith(node);
    else {
      // Keep id order: messages usually arrive newest last.
      list.querySelector(".empty")?.remove();
      const later = [...list.querySelectorAll(".msg")].find((n) => BigInt(n.dataset.id) > BigInt(message.id));
      list.insertBefore(node, later || null);
    }
  }
  if (stick) list.scrollTop = list.scrollHeight;
  if (!(message.flags & FLAG_LOADING)) changed();
}

function renderTitle() {
  const channel = S.channels.get(S.current);
  $("channel-title").textContent = channel ? channelLabel(channel) + (channel.archived ? " (archived)" : "") : "";
}

function renderMessages() {
  renderTitle();
  const list = $("messages");
  const messages = [...S.messages.values()].filter((m) => m.channel_id === S.current).sort(byId);
  list.replaceChildren(...messages.map(renderMessage));
  if (!messages.length) list.append(el("p", "empty", "No messages here yet. Type / below for a command."));
  list.scrollTop = list.scrollHeight;
  S.stick = true;
}

function renderMessage(m) {
  const node = el("article", "msg" + (m.ephemeral ? " ephemeral" : ""));
  node.dataset.id = m.id;
  node.dataset.version = String(m.version ?? 0);
  const author = m.author || {};
  const avatar = el("div", "avatar", (author.username || "?").slice(0, 1).toUpperCase());
  if (author.bot) avatar.classList.add("bot");
  const body = el("div", "body");
  if (m.interaction_metadata && m.interaction_metadata.user) {
    body.append(el("div", "reply", `↳ ${nameOf(m.interaction_metadata.user.id, m.interaction_metadata.user.username)} used a command`));
  }
  const meta = el("div", "meta");
  meta.append(el("span", "author", author.global_name || author.username || "?"));
  if (author.bot) meta.append(el("span", "tag", "APP"));
  meta.append(el("time", "when", clock(m.timestamp)));
  if (m.edited_timestamp) meta.append(el("span", "edited", "(edited)"));
  body.append(meta);

  const refs = new Set();
  if (m.flags & FLAG_LOADING) {
    body.append(el("div", "thinking", `${author.username || "The app"} is thinking…`));
  }
  if (m.content) body.append(md(m.content, "content"));
  for (const embed of m.embeds || []) body.append(renderEmbed(embed, m, refs));
  const comps = el("div", m.flags & FLAG_COMPONENTS_V2 ? "v2" : "v1");
  for (const c of m.components || []) comps.append(renderComponent(c, m, refs));
  // Attachments not shown by an embed or a component appear below, as Discord shows them.
  const loose = (m.attachments || []).filter((a) => !refs.has(a.filename));
  if (loose.length) body.append(renderAttachments(loose));
  if (comps.childNodes.length) body.append(comps);
  if (m.thread) {
    const link = el("button", "thread-link", `» ${m.thread.name}`);
    link.type = "button";
    link.addEventListener("click", () => switchTo(m.thread.id));
    body.append(link);
  }
  if (m.ephemeral) {
    const note = el("div", "eph-note", "Only you can see this · ");
    const dismiss = el("button", "linkish", "Dismiss message");
    dismiss.type = "button";
    dismiss.addEventListener("click", () => node.remove());
    note.append(dismiss);
    body.append(note);
  }
  node.append(avatar, body);
  return node;
}

function nameOf(id, fallback) {
  const user = S.users.get(String(id));
  return user ? user.name : fallback || "unknown";
}

function clock(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

// A URL the page may load: attachments through the playground, never the outside.
function media(url, m, refs) {
  if (!url) return null;
  const att = m.attachments || [];
  if (url.startsWith("attachment://")) {
    const name = url.slice("attachment://".length);
    const found = att.find((a) => a.filename === name);
    if (found) { refs.add(found.filename); return found; }
    return null;
  }
  const byId = url.match(/\/attachments\/\d+\/(\d+)\//);
  if (byId) {
    const found = att.find((a) => a.id === byId[1]);
    if (found) { refs.add(found.filename); return found; }
  }
  return null;
}

function image(found, alt, cls) {
  if (!found) {
    const missing = el("div", "img-missing " + (cls || ""), alt ? `[image: ${alt}]` : "[image]");
    return missing;
  }
  const img = el("img", cls || "");
  img.src = found.url;
  img.alt = alt || found.description || found.filename;
  // A picture that loads late must not push the newest message out of view.
  img.addEventListener("load", () => {
    const list = $("messages");
    if (S.stick && list.contains(img)) list.scrollTop = list.scrollHeight;
  });
  img.addEventListener("click", () => window.open(found.url, "_blank"));
  return img;
}

function renderAttachments(list) {
  const box = el("div", "attachments");
  for (const a of list) {
    if ((a.content_type || "").startsWith("image/")) {
      const fig = el("figure", "att");
      fig.append(image(a, a.description, "att-img"));
      if (a.description) fig.append(el("figcaption", "alt", `ALT: ${a.description}`));
      box.append(fig);
    } else {
      const file = el("a", "file", `${a.filename} (${Math.max(1, Math.round(a.size / 1024))} KB)`);
      file.href = a.url;
      file.download = a.filename;
      box.append(file);
    }
  }
  return box;
}

function renderEmbed(e, m, refs) {
  const box = el("div", "embed");
  if (e.color !== undefined && e.color !== null) box.style.borderLeftColor = hex(e.color);
  if (e.author && e.author.name) box.append(el("div", "e-author", e.author.name));
  if (e.title) box.append(el("div", "e-title", e.title));
  if (e.description) box.append(md(e.description, "e-desc"));
  if (e.fields && e.fields.length) {
    const grid = el("div", "e-fields");
    for (const f of e.fields) {
      const field = el("div", "e-field" + (f.inline ? " inline" : ""));
      field.append(el("div", "e-name", f.name), md(f.value, "e-value"));
      grid.append(field);
    }
    box.append(grid);
  }
  if (e.thumbnail && e.thumbnail.url) box.append(image(media(e.thumbnail.url, m, refs), null, "e-thumb"));
  if (e.image && e.image.url) {
    const found = media(e.image.url, m, refs);
    box.append(image(found, found && found.description, "e-image"));
    if (found && found.description) box.append(el("div", "alt", `ALT: ${found.description}`));
  }
  if (e.footer && e.footer.text) box.append(el("div", "e-footer", e.footer.text));
  return box;
}

function hex(n) { return "#" + Number(n).toString(16).padStart(6, "0"); }

// -- components -------------------------------------------------------------------------------

function renderComponent(c, m, refs) {
  switch (c.type) {
    case 1: {
      const row = el("div", "row");
      for (const child of c.components || []) row.append(renderComponent(child, m, refs));
      return row;
    }
    case 2: return renderButton(c, m);
    case 3: case 5: case 6: case 7: case 8: return renderSelect(c, m);
    case 9: {
      const section = el("div", "section");
      const text = el("div", "section-text");
      for (const child of c.components || []) text.append(renderComponent(child, m, refs));
      section.append(text);
      if (c.accessory) {
        const side = el("div", "accessory");
        side.append(renderComponent(c.accessory, m, refs));
        section.append(side);
      }
      return section;
    }
    case 10: return md(c.content || "", "text-display");
    case 11: {
      const found = media(c.media && c.media.url, m, refs);
      return image(found, c.description, "thumb");
    }
    case 12: {
      const gallery = el("div", "gallery");
      gallery.dataset.count = String((c.items || []).length);
      for (const item of c.items || []) {
        const found = media(item.media && item.media.url, m, refs);
        const fig = el("figure", "g-item");
        fig.append(image(found, item.description, "g-img"));
        // Discord marks a picture that has a description with an ALT badge.
        if (item.description) {
          const badge = el("span", "alt-badge", "ALT");
          badge.title = item.description;
          fig.append(badge);
        }
        gallery.append(fig);
      }
      return gallery;
    }
    case 13: {
      const found = media(c.file && c.file.url, m, refs);
      const file = el("a", "file", found ? found.filename : "file");
      if (found) { file.href = found.url; file.download = found.filename; }
      return file;
    }
    case 14: {
      const sep = el("div", "separator" + (c.divider === false ? "" : " divider") + (c.spacing === 2 ? " large" : ""));
      sep.setAttribute("role", "separator");
      return sep;
    }
    case 17: {
      const box = el("div", "container" + (c.spoiler ? " spoiler" : ""));
      if (c.accent_color !== undefined && c.accent_color !== null) box.style.setProperty("--accent", hex(c.accent_color));
      else box.classList.add("no-accent");
      for (const child of c.components || []) box.append(renderComponent(child, m, refs));
      return box;
    }
    default:
      return el("div", "unknown", `[component type ${c.type}]`);
  }
}

const BUTTON_STYLES = { 1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium" };

function emoji(e) {
  if (!e) return "";
  return e.id ? `:${e.name}:` : e.name || "";
}

function renderButton(c, m) {
  const style = BUTTON_STYLES[c.style] || "secondary";
  const label = [emoji(c.emoji), c.label || ""].filter(Boolean).join(" ");
  if (c.style === 5) {
    const link = el("a", "btn link");
    link.append(el("span", "label", `${label} ↗`));
    link.title = label;
    link.href = c.url;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    return link;
  }
  // Discord keeps a label on one line and cuts it with "…" when the button
  // has no room (a long label beside a section's text on a phone).
  const button = el("button", `btn ${style}`);
  button.append(el("span", "label", label || "\u00a0"));
  if (label) button.title = label;
  button.type = "button";
  button.dataset.customId = c.custom_id || "";
  button.disabled = !!c.disabled;
  button.addEventListener("click", async () => {
    button.classList.add("busy");
    await act("click", { message_id: m.id, custom_id: c.custom_id });
    button.classList.remove("busy");
  });
  return button;
}

function selectOptions(c) {
  switch (c.type) {
    case 3: return (c.options || []).map((o) => ({ value: o.value, label: [emoji(o.emoji), o.label].filter(Boolean).join(" "), description: o.description, default: o.default }));
    case 5: case 7: return [...S.users.values()].filter((u) => !u.bot).map((u) => ({ value: u.id, label: `@${u.name}` }));
    case 6: return S.guild ? [{ value: S.guild.id, label: "@everyone" }] : [];
    case 8: return [...S.channels.values()].filter((ch) => ch.type !== 1).map((ch) => ({ value: ch.id, label: channelLabel(ch) }));
  }
  return [];
}

function renderSelect(c, m) {
  const wrap = el("div", "select-wrap");
  const min = c.min_values ?? 1, max = c.max_values ?? 1;
  const select = el("select", "select");
  select.dataset.customId = c.custom_id || "";
  select.disabled = !!c.disabled;
  select.setAttribute("aria-label", c.placeholder || "Make a selection");
  const options = selectOptions(c);
  if (max > 1) {
    select.multiple = true;
    select.size = Math.min(Math.max(options.length, 2), 6);
  } else {
    const ph = el("option", "", c.placeholder || "Make a selection");
    ph.value = "";
    ph.disabled = true;
    ph.selected = true;
    select.append(ph);
  }
  for (const o of options) {
    const opt = el("option", "", o.description ? `${o.label} — ${o.description}` : o.label);
    opt.value = o.value;
    if (o.description) opt.title = o.description;
    select.append(opt);
  }
  wrap.append(select);
  const submit = async (values) => {
    select.disabled = true;
    await act("select", { message_id: m.id, custom_id: c.custom_id, values });
    select.disabled = !!c.disabled;
  };
  if (max > 1) {
    const go = el("button", "btn primary small", `Choose (${min}–${max})`);
    go.type = "button";
    go.disabled = !!c.disabled;
    go.addEventListener("click", () => {
      const values = [...select.selectedOptions].map((o) => o.value);
      if (values.length < min || values.length > max) {
        toast(`Choose ${min === max ? min : `${min} to ${max}`} of these.`);
        return;
      }
      submit(values);
    });
    wrap.append(go);
  } else {
    select.addEventListener("change", () => { if (select.value) submit([select.value]); });
  }
  return wrap;
}

// -- text (Discord's markdown, the parts the bot uses) ------------------------------------------

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}

function relative(seconds) {
  const diff = seconds - Date.now() / 1000;
  const abs = Math.abs(diff);
  const units = [["year", 31536000], ["month", 2592000], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
  for (const [unit, size] of units) {
    if (abs >= size || unit === "second") {
      const n = Math.round(abs / size);
      const word = `${n} ${unit}${n === 1 ? "" : "s"}`;
      return diff >= 0 ? `in ${word}` : `${word} ago`;
    }
  }
  return "";
}

function timestamp(n, style) {
  const d = new Date(n * 1000);
  switch (style) {
    case "R": return `<span class="ts ts-r" data-t="${n}">${relative(n)}</span>`;
    case "t": return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    case "T": return d.toLocaleTimeString();
    case "d": return d.toLocaleDateString();
    case "D": return d.toLocaleDateString([], { dateStyle: "long" });
    case "F": return d.toLocaleString([], { dateStyle: "full", timeStyle: "short" });
    default: return d.toLocaleString([], { dateStyle: "long", timeStyle: "short" });
  }
}

function inline(s) {
  // `s` is already escaped; tokens below match the escaped forms of < and >.
  return s
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(nameOf(id, "unknown-user"))}</span>`)
    .replace(/&lt;@&amp;(\d+)&gt;/g, () => `<span class="mention">@role</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => {
      const ch = S.channels.get(id);
      return `<span class="mention chan-mention" data-channel="${id}">${escapeHtml(ch ? channelLabel(ch) : "#unknown")}</span>`;
    })
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, n, style) => timestamp(Number(n), style))
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ":$1:")
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>')
    .replace(/\*\*\*(.+?)\*\*\*/g, "<strong><em>$1</em></strong>")
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, "$1<em>$2</em>")
    .replace(/~~(.+?)~~/g, "<s>$1</s>")
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler-text" tabindex="0">$1</span>');
}

function md(text, cls) {
  const box = el("div", "md " + (cls || ""));
  const codes = [];
  const hold = (html) => `\u0000${codes.push(html) - 1}\u0000`;
  let src = text.replace(/```(?:[\w+-]*\n)?([\s\S]*?)```/g, (_, code) => hold(`<pre><code>${escapeHtml(code.replace(/\n$/, ""))}</code></pre>`));
  src = src.replace(/`([^`\n]+)`/g, (_, code) => hold(`<code>${escapeHtml(code)}</code>`));
  const lines = escapeHtml(src).split("\n");
  const out = [];
  let list = null, quote = null;
  const close = () => {
    if (list) { out.push(`</${list}>`); list = null; }
    if (quote) { out.push("</blockquote>"); quote = null; }
  };
  let allQuote = false;
  for (const raw of lines) {
    let line = raw;
    if (allQuote || line.startsWith("&gt;&gt;&gt; ")) {
      if (!allQuote) { close(); out.push("<blockquote>"); quote = "all"; allQuote = true; line = line.slice(13); }
      out.push(`<div>${inline(line) || "&nbsp;"}</div>`);
      continue;
    }
    let m;
    if ((m = line.match(/^&gt; ?(.*)$/))) {
      if (list) { out.push(`</${list}>`); list = null; }
      if (!quote) { out.push("<blockquote>"); quote = "q"; }
      out.push(`<div>${inline(m[1]) || "&nbsp;"}</div>`);
      continue;
    }
    if (quote) { out.push("</blockquote>"); quote = null; }
    if ((m = line.match(/^(#{1,3}) (.+)$/))) {
      close();
      out.push(`<h${m[1].length + 2} class="md-h${m[1].length}">${inline(m[2])}</h${m[1].length + 2}>`);
    } else if ((m = line.match(/^-# (.+)$/))) {
      close();
      out.push(`<div class="subtext">${inline(m[1])}</div>`);
    } else if ((m = line.match(/^\s*[-*] (.+)$/))) {
      if (list !== "ul") { close(); out.push("<ul>"); list = "ul"; }
      out.push(`<li>${inline(m[1])}</li>`);
    } else if ((m = line.match(/^\s*(\d+)\. (.+)$/))) {
      if (list !== "ol") { close(); out.push(`<ol start="${m[1]}">`); list = "ol"; }
      out.push(`<li>${inline(m[2])}</li>`);
    } else {
      close();
      out.push(line ? `<div>${inline(line)}</div>` : '<div class="blank"></div>');
    }
  }
  close();
  box.innerHTML = out.join("").replace(/\u0000(\d+)\u0000/g, (_, i) => codes[Number(i)]);
  for (const node of box.querySelectorAll(".chan-mention")) {
    node.addEventListener("click", () => switchTo(node.dataset.channel));
  }
  return box;
}

setInterval(() => {
  for (const node of document.querySelectorAll(".ts-r")) node.textContent = relative(Number(node.dataset.t));
}, 5000);

// -- modals -----------------------------------------------------------------------------------

function openModal(modal) {
  const root = $("modal-root");
  root.replaceChildren();
  const overlay = el("div", "overlay");
  const form = el("form", "modal");
  form.setAttribute("role", "dialog");
  form.setAttribute("aria-label", modal.title || "Form");
  form.append(el("h3", "modal-title", modal.title || ""));
  const fields = [];
  const addField = (c, label, description) => {
    const wrap = el("label", "field");
    const text = label || c.label || c.custom_id;
    wrap.append(el("span", "field-label", text + (c.required === false ? "" : " *")));
    if (description) wrap.append(el("span", "field-desc", description));
    let input;
    if (c.type === 4) {
      input = el(c.style === 2 ? "textarea" : "input", "field-input");
      if (c.style !== 2) input.type = "text";
      if (c.placeholder) input.placeholder = c.placeholder;
      if (c.value) input.value = c.value;
      if (c.max_length) input.maxLength = c.max_length;
      if (c.min_length) input.minLength = c.min_length;
      input.required = c.required !== false;
      fields.push(() => [c.custom_id, input.value]);
    } else {
      input = el("select", "field-input");
      input.multiple = (c.max_values ?? 1) > 1;
      for (const o of selectOptions(c)) {
        const opt = el("option", "", o.label);
        opt.value = o.value;
        opt.selected = !!o.default;
        input.append(opt);
      }
      fields.push(() => [c.custom_id, [...input.selectedOptions].map((o) => o.value)]);
    }
    input.name = c.custom_id;
    wrap.append(input);
    form.append(wrap);
  };
  for (const c of modal.components || []) {
    if (c.type === 1) for (const child of c.components || []) addField(child);
    else if (c.type === 18) addField(c.component, c.label, c.description);
    else if (c.type === 10) form.append(md(c.content || "", "text-display"));
  }
  const buttons = el("div", "modal-buttons");
  const cancel = el("button", "btn secondary", "Cancel");
  cancel.type = "button";
  cancel.addEventListener("click", () => root.replaceChildren());
  const submit = el("button", "btn primary", "Submit");
  submit.type = "submit";
  buttons.append(cancel, submit);
  form.append(buttons);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    const values = Object.fromEntries(fields.map((f) => f()));
    const reply = await act("submit_modal", { custom_id: modal.custom_id, values });
    submit.disabled = false;
    if (!reply.error) root.replaceChildren();
  });
  overlay.append(form);
  root.append(overlay);
  const first = form.querySelector(".field-input");
  if (first) first.focus();
  changed();
}

// -- toasts -----------------------------------------------------------------------------------

function toast(text) {
  const node = el("div", "toast", text);
  node.setAttribute("role", "alert");
  $("toasts").append(node);
  setTimeout(() => node.remove(), 6000);
}

// -- slash commands ---------------------------------------------------------------------------

function flattenCommands(commands) {
  const out = [];
  for (const cmd of commands) {
    if ((cmd.type ?? 1) !== 1) continue;
    const opts = cmd.options || [];
    const subs = opts.filter((o) => o.type === OPT.SUB || o.type === OPT.GROUP);
    if (!subs.length) {
      out.push({ path: cmd.name, description: cmd.description, options: opts });
      continue;
    }
    for (const sub of subs) {
      if (sub.type === OPT.SUB) {
        out.push({ path: `${cmd.name} ${sub.name}`, description: sub.description, options: sub.options || [] });
      } else {
        for (const leaf of sub.options || []) {
          out.push({ path: `${cmd.name} ${sub.name} ${leaf.name}`, description: leaf.description, options: leaf.options || [] });
        }
      }
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

const box = $("box");
const popup = $("cmd-popup");
const cmdForm = $("cmd-form");
let matches = [];
let chosen = null;

function updateComposerHint() {
  const channel = S.channels.get(S.current);
  box.placeholder = channel ? `Type / for a command in ${channelLabel(channel)}` : "Type / for a command";
}

box.addEventListener("input", () => {
  const text = box.value;
  if (!text.startsWith("/")) {
    popup.hidden = true;
    if (text.trim()) showHint();
    return;
  }
  const query = text.slice(1).trim().toLowerCase();
  matches = S.commands.filter((c) => c.path.startsWith(query) || c.path.includes(query)).slice(0, 25);
  popup.replaceChildren();
  for (const [i, cmd] of matches.entries()) {
    const item = el("button", "cmd-item" + (i === 0 ? " first" : ""));
    item.type = "button";
    item.dataset.path = cmd.path;
    item.append(el("strong", "", `/${cmd.path}`), el("span", "", cmd.description || ""));
    item.addEventListener("click", () => chooseCommand(cmd));
    popup.append(item);
  }
  if (!matches.length) popup.append(el("div", "cmd-none", "No command matches."));
  popup.hidden = false;
});

box.addEventListener("keydown", (event) => {
  if (event.key === "Enter") {
    event.preventDefault();
    if (!popup.hidden && matches.length) {
      const exact = matches.find((c) => `/${c.path}` === box.value.trim()) || matches[0];
      chooseCommand(exact);
    } else if (box.value.trim() && !box.value.startsWith("/")) {
      showHint();
    }
  } else if (event.key === "Escape") {
    popup.hidden = true;
  }
});

function showHint() {
  popup.replaceChildren(el("div", "cmd-none", "Duelhall reads no messages: type / for a command."));
  popup.hidden = false;
}

function chooseCommand(cmd) {
  chosen = cmd;
  popup.hidden = true;
  box.value = "";
  box.hidden = true;
  cmdForm.replaceChildren();
  cmdForm.hidden = false;
  const head = el("div", "cmd-head");
  head.append(el("strong", "", `/${cmd.path}`));
  const close = el("button", "linkish", "✕");
  close.type = "button";
  close.setAttribute("aria-label", "Cancel the command");
  close.addEventListener("click", resetComposer);
  head.append(close);
  cmdForm.append(head);
  const ordered = [...cmd.options.filter((o) => o.required), ...cmd.options.filter((o) => !o.required)];
  for (const option of ordered) cmdForm.append(optionField(option));
  const send = el("button", "btn primary", "Send");
  send.type = "submit";
  cmdForm.append(send);
  const first = cmdForm.querySelector("input, select");
  if (first) first.focus();
}

function optionField(option) {
  const wrap = el("label", "opt");
  wrap.dataset.option = option.name;
  wrap.append(el("span", "opt-name", option.name + (option.required ? " *" : "")));
  let input;
  if (option.choices && option.choices.length) {
    input = el("select", "opt-input");
    input.append(new Option(option.required ? "choose…" : "(none)", ""));
    for (const ch of option.choices) input.append(new Option(ch.name, String(ch.value)));
  } else if (option.type === OPT.BOOLEAN) {
    input = el("select", "opt-input");
    input.append(new Option(option.required ? "choose…" : "(none)", ""), new Option("True", "true"), new Option("False", "false"));
  } else if (option.type === OPT.USER || option.type === OPT.MENTIONABLE) {
    input = el("select", "opt-input");
    input.append(new Option(option.required ? "choose a user…" : "(none)", ""));
    for (const u of S.users.values()) if (u.id !== S.me.id) input.append(new Option(`@${u.name}`, u.id));
  } else if (option.type === OPT.CHANNEL) {
    input = el("select", "opt-input");
    input.append(new Option("(none)", ""));
    for (const ch of S.channels.values()) if (ch.type !== 1) input.append(new Option(channelLabel(ch), ch.id));
  } else if (option.type === OPT.ATTACHMENT) {
    input = el("input", "opt-input");
    input.disabled = true;
    input.placeholder = "files cannot be attached in the playground";
  } else {
    input = el("input", "opt-input");
    input.type = option.type === OPT.INTEGER || option.type === OPT.NUMBER ? "number" : "text";
    if (option.type === OPT.NUMBER) input.step = "any";
    if (option.min_value !== undefined) input.min = option.min_value;
    if (option.max_value !== undefined) input.max = option.max_value;
    if (option.max_length) input.maxLength = option.max_length;
    input.placeholder = option.description || "";
    if (option.autocomplete) attachAutocomplete(wrap, input, option);
  }
  input.name = option.name;
  input.title = option.description || option.name;
  wrap.append(input);
  if (option.description) wrap.append(el("span", "opt-desc", option.description));
  return wrap;
}

function attachAutocomplete(wrap, input, option) {
  const list = el("div", "suggestions");
  list.hidden = true;
  wrap.append(list);
  let timer = null;
  let asked = 0;
  const ask = async () => {
    if (!chosen || !input.isConnected) return;  // the command was sent or cancelled meanwhile
    const mine = ++asked;
    const options = collectOptions(false);
    options[option.name] = input.value;
    const reply = await send("autocomplete", { channel_id: S.current, command: chosen.path, options, focused: option.name }).catch((err) => ({ error: String(err) }));
    if (mine !== asked) return;  // a newer keystroke asked again
    list.replaceChildren();
    if (reply.error) { list.append(el("div", "cmd-none", reply.error)); list.hidden = false; return; }
    for (const choice of reply.choices || []) {
      const item = el("button", "suggestion", choice.name);
      item.type = "button";
      item.addEventListener("click", () => {
        input.value = choice.name;
        input.dataset.value = String(choice.value);
        list.hidden = true;
      });
      list.append(item);
    }
    if (!(reply.choices || []).length) list.append(el("div", "cmd-none", "No suggestions."));
    list.hidden = false;
    changed();
  };
  input.addEventListener("input", () => {
    delete input.dataset.value;
    clearTimeout(timer);
    timer = setTimeout(ask, 120);
  });
  input.addEventListener("focus", () => { if (!input.value) ask(); });
}

function collectOptions(strict) {
  const values = {};
  for (const option of chosen.options) {
    const input = cmdForm.querySelector(`[name="${CSS.escape(option.name)}"]`);
    if (!input || input.disabled) continue;
    const raw = input.dataset.value !== undefined ? input.dataset.value : input.value;
    if (raw === "") {
      if (strict && option.required) throw new Error(`${option.name} is required`);
      continue;
    }
    if (option.type === OPT.INTEGER) values[option.name] = parseInt(raw, 10);
    else if (option.type === OPT.NUMBER) values[option.name] = parseFloat(raw);
    else if (option.type === OPT.BOOLEAN) values[option.name] = raw === "true";
    else values[option.name] = raw;
    if (strict && (option.type === OPT.INTEGER || option.type === OPT.NUMBER) && Number.isNaN(values[option.name])) {
      throw new Error(`${option.name} must be a number`);
    }
  }
  return values;
}

cmdForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  let options;
  try {
    options = collectOptions(true);
  } catch (err) {
    toast(err.message);
    return;
  }
  const reply = await act("slash", { channel_id: S.current, command: chosen.path, options });
  if (!reply.error) resetComposer();
});

function resetComposer() {
  chosen = null;
  cmdForm.hidden = true;
  cmdForm.replaceChildren();
  box.hidden = false;
  box.value = "";
  box.focus();
}

$("messages").addEventListener("scroll", () => {
  const list = $("messages");
  S.stick = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
});
// A pane shown after being hidden (the phone's user switcher) starts at the newest message.
window.addEventListener("resize", () => {
  const list = $("messages");
  if (S.stick) list.scrollTop = list.scrollHeight;
});
updateComposerHint();
connect();
