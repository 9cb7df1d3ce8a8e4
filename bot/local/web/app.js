"use strict";
// The hall: one iframe pane per seeded user. Wide screens show panes side by
// side (the user buttons toggle them); narrow ones show one at a time.
(async function () {
  const nav = document.getElementById("users");
  const panes = document.getElementById("panes");
  const { users } = await (await fetch("/api/users")).json();
  const shown = new Set(users.slice(0, 2));
  let active = users[0];

  const buttons = new Map();
  const frames = new Map();
  for (const name of users) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = name;
    button.dataset.user = name;
    button.addEventListener("click", () => choose(name));
    nav.append(button);
    buttons.set(name, button);
    const frame = document.createElement("iframe");
    frame.src = `/u/${encodeURIComponent(name)}`;
    frame.title = `Discord as ${name}`;
    frame.name = `pane-${name}`;
    frame.className = "pane";
    frame.dataset.user = name;
    panes.append(frame);
    frames.set(name, frame);
  }
  const narrow = window.matchMedia("(max-width: 760px)");

  function choose(name) {
    if (narrow.matches || !shown.has(name)) {
      shown.add(name);
    } else if (shown.size > 1) {
      shown.delete(name);
    }
    active = name;
    paint();
  }

  function paint() {
    for (const name of users) {
      const on = narrow.matches ? name === active : shown.has(name);
      frames.get(name).classList.toggle("shown", on);
      buttons.get(name).setAttribute("aria-pressed", String(on));
    }
    panes.style.setProperty("--count", narrow.matches ? 1 : shown.size);
  }
  narrow.addEventListener("change", paint);
  paint();
})();
