// MARK: - The page's stylesheet and script

/// The inline stylesheet and sorting script of ``HTMLPage``: fixed text, the same on every page.
enum HTMLPageAssets {
    /// The stylesheet: system fonts only; a light and a dark scheme (the reader's setting chooses); tables of many
    /// columns (folded), and every table of three columns or more on a narrow screen, laid out as cards so none
    /// scrolls sideways; charts drawn at
    /// their own size on a narrow screen (scrolling inside their figure) so their text stays readable.
    static let style = """
    :root { color-scheme: light dark; --ink: #222; --muted: #5a5a5a; --rule: #d9d9d9; --accent: #2c5f8a; --band: #f5f7f9;
      --page: #fff; --stripe: #fafbfc; --target: #fff6d6; --missing: #a00; --chart-ink: #222; --chart-axis: #444; --chart-grid: #e4e4e4;
      --good: #2e7d32; --warning: #b26a00; --problem: #c62828; --chart-band: #dcefdc; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #e4e6e8; --muted: #a8adb3; --rule: #3b4047; --accent: #7fb2e5; --band: #23272d; --page: #16191d;
        --stripe: #1c2025; --target: #3d3520; --missing: #ff8a80; --chart-ink: #e4e6e8; --chart-axis: #b8bcc2; --chart-grid: #343a41;
        --good: #66bb6a; --warning: #ffb74d; --problem: #ef5350; --chart-band: #1f3a24; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--page); }
    a.skip { position: absolute; left: 8px; top: -40px; background: var(--page); padding: 4px 8px; z-index: 1; }
    a.skip:focus { top: 8px; }
    header, main, footer { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 20px; border-bottom: 1px solid var(--rule); }
    h1 { font-size: 26px; margin: 0 0 8px; overflow-wrap: anywhere; }
    h2 { font-size: 21px; margin: 32px 0 8px; border-bottom: 1px solid var(--rule); padding-bottom: 4px; overflow-wrap: anywhere; }
    h3 { font-size: 17px; margin: 24px 0 6px; overflow-wrap: anywhere; }
    h4, h5, h6 { font-size: 15px; margin: 20px 0 6px; }
    section.part > h2:first-child { font-size: 24px; margin-top: 40px; border-bottom: 3px solid var(--accent); }
    p, li { overflow-wrap: anywhere; }
    a { color: var(--accent); }
    a.see { font-size: 13px; white-space: nowrap; }
    code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--band); padding: 1px 3px; border-radius: 3px; overflow-wrap: anywhere; }
    pre { background: var(--band); padding: 8px 12px; overflow-x: auto; }
    nav ul.index { list-style: none; padding: 0; margin: 8px 0 16px; display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 4px 16px; }
    nav a.game { font-weight: 600; font-size: 16px; }
    nav p.label { margin: 8px 0 0; font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
    nav ul.sections { list-style: none; padding: 0; margin: 2px 0 8px; display: flex; flex-wrap: wrap; gap: 2px 18px; }
    nav details { display: inline-block; font-size: 13px; color: var(--muted); }
    nav details ul { list-style: none; padding-left: 12px; margin: 4px 0; }
    div.table { margin: 8px 0 16px; }
    table { border-collapse: collapse; font-size: 13.5px; }
    th, td { border-bottom: 1px solid var(--rule); padding: 4px 10px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
    th { background: var(--band); }
    td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
    td.mid, th.mid { text-align: center; }
    tbody tr:nth-child(even) { background: var(--stripe); }
    th button { font: inherit; font-weight: 600; background: none; border: 0; padding: 0; cursor: pointer; color: inherit; text-align: inherit; }
    th[aria-sort="ascending"] button::after { content: " \\25B2"; font-size: 11px; }
    th[aria-sort="descending"] button::after { content: " \\25BC"; font-size: 11px; }
    table.wide thead { display: none; }
    table.wide, table.wide tbody, table.wide tr, table.wide td { display: block; }
    table.wide tr { border: 1px solid var(--rule); border-radius: 4px; margin: 0 0 10px; padding: 4px 0; }
    table.wide td { border: 0; padding: 1px 10px; text-align: left; }
    table.wide td::before { content: attr(data-label) ": "; font-weight: 600; color: var(--muted); }
    details.section { border-bottom: 1px solid var(--rule); }
    details.section > summary { cursor: pointer; padding: 7px 0; }
    details.section > summary > h2, details.section > summary > h3 { display: inline; margin: 0; padding: 0; border: 0; font-size: 17px; }
    details.section > summary span.summary { color: var(--muted); font-size: 13.5px; margin-left: 6px; }
    details.section[open] { padding-bottom: 12px; }
    details.more { margin: 6px 0 12px; }
    details.more > summary { cursor: pointer; color: var(--muted); font-size: 13.5px; }
    p.summary { color: var(--muted); font-size: 13.5px; margin-top: 0; }
    details.table { margin: 8px 0 16px; }
    details.table > summary { cursor: pointer; color: var(--muted); font-size: 13.5px; }
    div.board-box { margin: 8px 0 18px; }
    p.board-filter { margin: 0 0 6px; font-size: 13.5px; color: var(--muted); }
    ul.board { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 6px; }
    ul.board li { border: 1px solid var(--rule); border-left: 6px solid var(--tone); border-radius: 4px; padding: 4px 8px; background: var(--band); }
    ul.board li.good { --tone: var(--good); } ul.board li.warning { --tone: var(--warning); }
    ul.board li.problem { --tone: var(--problem); } ul.board li.neutral { --tone: var(--rule); }
    ul.board span.q { font-weight: 600; }
    ul.board span.v { margin-left: 6px; padding: 0 6px; border-radius: 8px; font-size: 12px; font-weight: 600; color: var(--page); background: var(--tone); }
    ul.board li.neutral span.v { color: var(--ink); }
    ul.board span.a { display: block; font-size: 13.5px; }
    div.board-box.only-off li.good:not(.moved), div.board-box.only-off li.neutral:not(.moved) { display: none; }
    span.changed { display: block; font-size: 13px; font-weight: 600; color: var(--warning); }
    figure { margin: 12px 0 20px; }
    figure svg { display: block; max-width: 100%; height: auto; border: 1px solid var(--rule); }
    figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; }
    p.missing { color: var(--missing); }
    :target { scroll-margin-top: 8px; background: var(--target); }
    footer { color: var(--muted); font-size: 13px; border-top: 1px solid var(--rule); margin-top: 40px; }
    svg > rect:first-child { fill: var(--page); }
    svg text { fill: var(--chart-ink); }
    svg [stroke="#444444"], svg [stroke="#222222"] { stroke: var(--chart-axis); }
    svg [fill="#444444"], svg [fill="#222222"] { fill: var(--chart-axis); }
    svg [stroke="#e4e4e4"] { stroke: var(--chart-grid); }
    svg rect.band { fill: var(--chart-band); }
    @media (max-width: 700px) {
      header, main, footer { padding: 0 12px; }
      table:not(.pair) thead { display: none; }
      table:not(.pair), table:not(.pair) tbody, table:not(.pair) tr, table:not(.pair) td { display: block; }
      table:not(.pair) tr { border: 1px solid var(--rule); border-radius: 4px; margin: 0 0 10px; padding: 4px 0; }
      table:not(.pair) td { border: 0; padding: 1px 10px; text-align: left; }
      table:not(.pair) td.num { text-align: left; }
      table:not(.pair) td::before { content: attr(data-label) ": "; font-weight: 600; color: var(--muted); }
      figure { overflow-x: auto; }
      figure svg { max-width: none; }
    }

    """

    /// Sorts a table by the clicked column: numbers by value (ignoring `,`, `%`, `#` and what follows the first
    /// number), other text alphabetically, empty cells last; a second click reverses. Without the script the
    /// tables read in the report's order.
    static let script = #"""
    (function () {
      function number(text) {
        var match = text.replace(/[,%#\s]/g, "").match(/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i);
        return match ? parseFloat(match[0]) : null;
      }
      function compare(a, b) {
        if (a === "" || b === "") { return a === b ? 0 : (a === "" ? 1 : -1); }
        var x = number(a), y = number(b);
        if (x !== null && y !== null) { return x - y; }
        if (x !== null) { return -1; }
        if (y !== null) { return 1; }
        return a.localeCompare(b);
      }
      // A link into a folded section opens it, so the figure it names shows.
      function reveal() {
        var id = decodeURIComponent(location.hash.slice(1));
        var target = id ? document.getElementById(id) : null;
        if (!target) { return; }
        var opened = false;
        for (var e = target; e; e = e.parentElement) {
          if (e.tagName === "DETAILS" && !e.open) { e.open = true; opened = true; }
        }
        if (opened) { target.scrollIntoView(); }
      }
      window.addEventListener("hashchange", reveal);
      reveal();
      Array.prototype.forEach.call(document.querySelectorAll("div.board-box input.only-off"), function (box) {
        box.addEventListener("change", function () {
          box.closest("div.board-box").classList.toggle("only-off", box.checked);
        });
      });
      var tables = document.querySelectorAll("table.sortable");
      Array.prototype.forEach.call(tables, function (table) {
        var heads = table.tHead.rows[0].cells;
        Array.prototype.forEach.call(heads, function (head, column) {
          var button = document.createElement("button");
          button.type = "button";
          while (head.firstChild) { button.appendChild(head.firstChild); }
          head.appendChild(button);
          button.addEventListener("click", function () {
            var ascending = head.getAttribute("aria-sort") !== "ascending";
            Array.prototype.forEach.call(heads, function (other) { other.removeAttribute("aria-sort"); });
            head.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var body = table.tBodies[0];
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (r, s) {
              var a = r.cells[column] ? r.cells[column].textContent.trim() : "";
              var b = s.cells[column] ? s.cells[column].textContent.trim() : "";
              var order = compare(a, b);
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
      });
    })();

    """#
}
