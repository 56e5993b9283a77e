// Checks a report page as a person would find it in a browser: run by Scripts/page-check.sh inside headless
// Chromium, after the page has laid out, at the window size and colour scheme the script chose. It writes one line
// per problem into a <pre> of the page holding it (the frame's parent), then "checked: ..." with what it looked at.
(function () {
  var problems = [];
  var minimumFont = 11;
  function text(node) { return (node.textContent || "").replace(/\s+/g, " ").trim(); }
  function visible(element) {
    var box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) { return false; }
    for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
      if (e.tagName === "DETAILS" && !e.open && e !== element) {
        // Inside a closed <details>, only the summary shows.
        var summary = e.querySelector("summary");
        if (!summary || !summary.contains(element)) { return false; }
      }
      var style = getComputedStyle(e);
      if (style.display === "none" || style.visibility === "hidden") { return false; }
    }
    return true;
  }
  function describe(element) {
    var id = element.id ? "#" + element.id : "";
    return element.tagName.toLowerCase() + id + " \"" + text(element).slice(0, 40) + "\"";
  }

  // 1. Every link within the page lands on an element; an index link on the heading whose text it shows.
  var links = document.querySelectorAll("a[href^='#']");
  var navLinks = 0;
  Array.prototype.forEach.call(links, function (link) {
    var id = decodeURIComponent(link.getAttribute("href").slice(1));
    var target = document.getElementById(id);
    if (!target) { problems.push("link to a missing id: " + describe(link) + " -> #" + id); return; }
    if (!link.closest("nav")) { return; }
    navLinks += 1;
    // A link to a heading shows its text; a link to a section (a game's part), text its first heading holds.
    var isHeading = /^H[1-6]$/.test(target.tagName);
    var heading = isHeading ? target : target.querySelector("h1, h2, h3, h4, h5, h6");
    if (!heading) { problems.push("index link lands on no heading: " + describe(link) + " -> #" + id); return; }
    var shown = text(link), landed = text(heading);
    if (isHeading ? landed !== shown : landed.indexOf(shown) < 0) {
      problems.push("index link lands elsewhere: \"" + shown + "\" -> \"" + landed.slice(0, 60) + "\"");
    }
  });

  // 2. The page's height as it opens, every fold closed, in screens of the window's height: at desktop width (1000 px
  // or more) under maximumScreens. Then every fold is opened, so the checks below see every table and chart.
  var maximumScreens = 15;
  var folds = document.querySelectorAll("details");
  Array.prototype.forEach.call(folds, function (fold) { fold.open = false; });
  var screen = window.innerHeight || 900;
  var closedHeight = document.documentElement.scrollHeight;
  var screens = closedHeight / screen;
  if (document.documentElement.clientWidth >= 1000 && screens >= maximumScreens) {
    problems.push("the page is " + screens.toFixed(1) + " screens tall with every fold closed (" + closedHeight + " px; at most "
      + maximumScreens + " screens of " + screen + " px)");
  }
  Array.prototype.forEach.call(folds, function (fold) { fold.open = true; });

  // 3. Nothing wider than the window: the page itself, and no table that scrolls sideways.
  var width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " px in a " + width + " px window");
  }
  var tables = document.querySelectorAll("table");
  Array.prototype.forEach.call(tables, function (table) {
    if (!visible(table)) { return; }
    var box = table.getBoundingClientRect();
    var holder = table.parentElement;
    if (box.width > width + 1 || (holder && holder.scrollWidth > holder.clientWidth + 1)) {
      problems.push("a table scrolls sideways (" + Math.round(box.width) + " px): " + describe(table.tHead || table));
    }
  });

  // 4. No text under the minimum size: HTML text by its computed size, chart text by its size as drawn.
  var small = 0, firstSmall = "";
  var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  var seen = new Set();
  while (walker.nextNode()) {
    var node = walker.currentNode;
    if (!node.textContent.trim()) { continue; }
    var element = node.parentElement;
    if (!element || seen.has(element) || element.closest("script, style, title")) { continue; }
    seen.add(element);
    if (!visible(element)) { continue; }
    var size;
    var svg = element.closest("svg");
    if (svg) {
      var drawn = svg.getBoundingClientRect().width;
      var own = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal.width : drawn;
      size = parseFloat(getComputedStyle(element).fontSize) * drawn / own;
    } else {
      size = parseFloat(getComputedStyle(element).fontSize);
    }
    if (size < minimumFont - 0.05) {
      small += 1;
      if (!firstSmall) { firstSmall = describe(element) + " at " + size.toFixed(1) + " px"; }
    }
  }
  if (small > 0) { problems.push(small + " texts under " + minimumFont + " px, first: " + firstSmall); }

  // 5. No chart text overlapping other chart text.
  var overlaps = 0, firstOverlap = "";
  var charts = document.querySelectorAll("svg");
  Array.prototype.forEach.call(charts, function (svg) {
    if (!visible(svg)) { return; }
    var boxes = Array.prototype.map.call(svg.querySelectorAll("text"), function (t) { return { t: t, b: t.getBoundingClientRect() }; });
    for (var i = 0; i < boxes.length; i++) {
      for (var j = i + 1; j < boxes.length; j++) {
        var a = boxes[i].b, b = boxes[j].b;
        var x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        var y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // A shared pixel row or column at the edge is not an overlap.
        if (x > 1.5 && y > 1.5) {
          overlaps += 1;
          if (!firstOverlap) { firstOverlap = "\"" + text(boxes[i].t) + "\" and \"" + text(boxes[j].t) + "\" in " + (svg.closest("figure") ? describe(svg.closest("figure")) : "a chart"); }
        }
      }
    }
  });
  if (overlaps > 0) { problems.push(overlaps + " overlapping chart texts, first: " + firstOverlap); }

  // 6. In dark mode, no light block: the page, tables and charts take the dark scheme.
  var dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  if (dark) {
    var light = 0, firstLight = "";
    function luminance(colour) {
      var m = colour.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(, ([\d.]+))?\)/);
      if (!m || (m[5] !== undefined && parseFloat(m[5]) === 0)) { return null; }
      return (0.2126 * m[1] + 0.7152 * m[2] + 0.0722 * m[3]) / 255;
    }
    var blocks = document.querySelectorAll("body, main, header, section, table, th, td, tr, pre, code, figure, svg > rect:first-of-type");
    Array.prototype.forEach.call(blocks, function (block) {
      if (!visible(block)) { return; }
      var style = getComputedStyle(block);
      var value = block.tagName.toLowerCase() === "rect" ? luminance(style.fill) : luminance(style.backgroundColor);
      if (value !== null && value > 0.6) {
        light += 1;
        if (!firstLight) { firstLight = describe(block); }
      }
    });
    if (light > 0) { problems.push(light + " light blocks in dark mode, first: " + firstLight); }
  }

  var out = document.createElement("pre");
  out.id = "playtest-page-check";
  out.textContent = problems.join("\n") + (problems.length ? "\n" : "")
    + "checked: " + links.length + " links (" + navLinks + " in the index), " + tables.length + " tables, " + charts.length
    + " charts, window " + width + " px, " + (dark ? "dark" : "light") + ", page " + closedHeight + " px tall with "
    + folds.length + " folds closed (" + screens.toFixed(1) + " screens of " + screen + " px), " + document.documentElement.scrollHeight
    + " px with every fold open\n";
  // Run inside a frame of the window's width: write into the page that holds the frame.
  var holder = window.parent && window.parent !== window ? window.parent.document : document;
  holder.body.appendChild(holder.importNode(out, true));
})();
