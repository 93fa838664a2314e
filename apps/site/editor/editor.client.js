/* exported startEditor */
/*
 * The editor's start-up script, in the browser, before Decap CMS starts (`page.ts` writes it as
 * `/admin/editor.js`, followed by `startEditor(<options>)`). Plain JavaScript: it is served as it
 * is, beside Decap's prebuilt bundle, whose `window.CMS`, `window.createClass` and `window.h` it uses
 * (Decap's documented way of adding widgets without a build step).
 *
 * What it adds to Decap, so that the staff work in Portuguese and cannot publish a wrong number:
 * - Decap's Portuguese completed, and used for its default language too: Decap speaks English
 *   until it has read the configuration ("Loading configuration..."), and a few of its parts ask
 *   for English by name;
 * - numbers written the Brazilian way: "1,59" and "1.59" alike are 1.59 (Chromium's number box
 *   drops a typed comma: "0,5" became 5), shown "1,59"; amounts accept "45.000" and "45.000,00";
 *   a value out of its range, or not a number, is said at its field with the range, the save is
 *   refused and the form scrolls to the first such field;
 * - lists summarised in Portuguese ("Segunda a sexta: 08:00–18:00", "48 parcelas");
 * - the fields a product requires once it is offered not marked "(opcional)";
 * - the remaining English of Decap's parts (the "Remove …" of a choice's button) in Portuguese;
 * - the broker's file saved in the schema's key order, what the form left empty absent.
 */
function startEditor(options) {
  'use strict';
  var CMS = window.CMS;
  var h = window.h;

  function merge(base, extra) {
    var out = {};
    Object.keys(base || {}).forEach(function (key) { out[key] = base[key]; });
    Object.keys(extra).forEach(function (key) {
      var value = extra[key];
      out[key] = value && typeof value === 'object' ? merge(out[key], value) : value;
    });
    return out;
  }

  /**
   * A number as the staff type it: "1,59", "1.59", "0,5", "-15,89", "45.000", "R$ 45.000,00",
   * "1.234,56", "12%". `kind`: "decimal" (a dot alone is the decimal separator, as Google Maps
   * copies coordinates), "money" or "integer" (a dot before three digits groups thousands).
   * Null when the text is not a number.
   */
  function parseNumber(text, kind) {
    var cleaned = String(text).replace(/R\$|%|[\s\u00a0]/g, '');
    var match = /^([-+−]?)([\d.,]+)$/.exec(cleaned);
    if (!match || !/\d/.test(match[2])) return null;
    var digits = match[2];
    var commas = digits.split(',').length - 1;
    var dots = digits.split('.').length - 1;
    var normalized;
    if (commas > 1) return null;
    if (commas === 1) {
      // 1.234,56: the comma is the decimal separator, dots group thousands.
      if (dots > 0 && !/^\d{1,3}(\.\d{3})+,\d*$/.test(digits)) return null;
      normalized = digits.replace(/\./g, '').replace(',', '.');
    } else if (dots > 1 || (kind !== 'decimal' && /^\d{1,3}\.\d{3}$/.test(digits))) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(digits)) return null;
      normalized = digits.replace(/\./g, '');
    } else {
      normalized = digits;
    }
    var value = Number(normalized);
    if (!isFinite(value)) return null;
    return match[1] === '-' || match[1] === '−' ? -value : value;
  }

  /** How many decimals a typed number has ("1,0": 1), so that what was typed is shown as typed. */
  function typedDecimals(text) {
    var match = /[.,](\d+)\s*%?$/.exec(String(text).trim());
    return match && !/^\d{3}$/.test(match[1]) ? match[1].length : 0;
  }

  /** A number the Brazilian way: 1,59; amounts grouped, 45.000. */
  function formatNumber(value, kind, decimals) {
    return new Intl.NumberFormat('pt-BR', {
      useGrouping: kind === 'money',
      minimumFractionDigits: Math.min(decimals || 0, 10),
      maximumFractionDigits: 10,
    }).format(value);
  }

  var dayOrder = ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'];
  var dayNames = { segunda: 'segunda', terca: 'terça', quarta: 'quarta', quinta: 'quinta', sexta: 'sexta', sabado: 'sábado', domingo: 'domingo' };

  /** `a`, `a e b`, `a, b e c`. */
  function sentence(parts) {
    return parts.length < 2 ? parts.join('') : parts.slice(0, -1).join(', ') + ' e ' + parts[parts.length - 1];
  }

  /** "Segunda a sexta: 08:00–18:00", "Sábado e domingo: fechado": a line of opening hours. */
  function hoursSummary(days, opens, closes, closed) {
    var sorted = dayOrder.filter(function (day) { return (days || []).indexOf(day) !== -1; });
    var runs = [];
    sorted.forEach(function (day) {
      var last = runs[runs.length - 1];
      if (last && dayOrder.indexOf(day) === dayOrder.indexOf(last[last.length - 1]) + 1) last.push(day);
      else runs.push([day]);
    });
    var parts = [];
    runs.forEach(function (run) {
      if (run.length >= 3) parts.push(dayNames[run[0]] + ' a ' + dayNames[run[run.length - 1]]);
      else run.forEach(function (day) { parts.push(dayNames[day]); });
    });
    var named = parts.length === 0 ? 'dias a escolher' : sentence(parts);
    var time = closed ? 'fechado' : (opens || '--:--') + '–' + (closes || '--:--');
    return named.charAt(0).toUpperCase() + named.slice(1) + ': ' + time;
  }

  var summaries = {
    horarios: function (item) {
      var days = item.get('dias');
      return hoursSummary(days && days.toJS ? days.toJS() : days, item.get('abre'), item.get('fecha'), item.get('fechado') === true);
    },
  };

  // Decap's Portuguese, completed; its default language ('en') gets the same phrases.
  var english = CMS.getLocale('en');
  var portuguese = merge(CMS.getLocale('pt'), options.supplement);
  CMS.registerLocale('pt', portuguese);
  CMS.registerLocale('en', portuguese);

  // The first field found wrong in one check of the form is the one the form scrolls to.
  var scrolled = false;
  function scrollTo(id) {
    if (scrolled) return;
    scrolled = true;
    setTimeout(function () { scrolled = false; }, 0);
    var input = document.getElementById(id);
    if (!input) return;
    input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  }

  function numberKind(field) {
    if (field.get('value_type') === 'int') return 'integer';
    return field.get('number_format') === 'money' ? 'money' : 'decimal';
  }

  function shown(value, field, typed) {
    if (typeof value === 'number') return formatNumber(value, numberKind(field), Math.max(field.get('decimals', 0), typed ? typedDecimals(typed) : 0));
    return typeof value === 'string' ? value : '';
  }

  // Every number field: a text box that reads numbers the Brazilian way (see parseNumber). What
  // is typed stays as typed until it leaves the box; a text that is no number is kept, and
  // refused at the save with the field's range.
  var NumberControl = window.createClass({
    getInitialState: function () {
      return { text: shown(this.props.value, this.props.field) };
    },
    componentDidUpdate: function (previous) {
      var value = this.props.value;
      if (value === previous.value) return;
      var typed = this.state.text.trim() === '' ? '' : parseNumber(this.state.text, numberKind(this.props.field));
      if (value !== typed && value !== this.state.text) this.setState({ text: shown(value, this.props.field) });
    },
    handleChange: function (event) {
      var text = event.target.value;
      this.setState({ text: text });
      if (text.trim() === '') return this.props.onChange('');
      var value = parseNumber(text, numberKind(this.props.field));
      this.props.onChange(value === null ? text : value);
    },
    handleBlur: function () {
      this.props.setInactiveStyle();
      if (typeof this.props.value === 'number') this.setState({ text: shown(this.props.value, this.props.field, this.state.text) });
    },
    isValid: function () {
      var field = this.props.field;
      var value = this.props.value;
      if (value === '' || value === null || value === undefined) return true;
      var integer = field.get('value_type') === 'int';
      var wrong = typeof value !== 'number' || value < field.get('min', -Infinity) || value > field.get('max', Infinity) || (integer && Math.round(value) !== value);
      if (!wrong) return true;
      scrollTo(this.props.forID);
      var message = field.get('range_message') || (integer ? 'esperado um número inteiro' : 'esperado um número');
      return { error: { type: 'RANGE', message: field.get('label') + ': ' + message + '.' } };
    },
    render: function () {
      return h('input', {
        type: 'text',
        inputMode: numberKind(this.props.field) === 'integer' ? 'numeric' : 'decimal',
        autoComplete: 'off',
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.state.text,
        onChange: this.handleChange,
        onFocus: this.props.setActiveStyle,
        onBlur: this.handleBlur,
      });
    },
  });
  var number = CMS.getWidget('number');
  CMS.registerWidget('number', NumberControl, number.preview, number.schema);

  // Lists: Decap's own, with the Portuguese summary a field names (`summary_format`) for each item.
  var list = CMS.getWidget('list');
  class SummarisedList extends list.control {
    objectLabel(item) {
      var summary = summaries[this.props.field.get('summary_format')];
      return summary && item && item.get ? summary(item) : super.objectLabel(item);
    }
  }
  CMS.registerWidget('list', SummarisedList, list.preview, list.schema);

  // A refused save is said at each field and in a notice; Decap also rejects a promise nobody
  // awaits, which the browser would report as an error of the page.
  window.addEventListener('unhandledrejection', function (event) {
    if (event.reason === undefined) event.preventDefault();
  });

  // What Decap's parts write in English, and the "(opcional)" of the fields a product requires
  // once offered, corrected as they appear.
  var optionalMarker = ' (' + portuguese.editor.editorControl.field.optional + ')';
  var requiredWhenOffered = {};
  options.requiredWhenOffered.forEach(function (label) { requiredWhenOffered[label] = true; });
  // Decap's icon buttons of a list item's bar say nothing to a screen reader: named by their icon.
  var iconNames = { 'm5.123 6.33': 'Mostrar ou esconder os campos', 'M11.916 9.96': 'Remover este item' };
  function correct(root) {
    Array.prototype.forEach.call(root.querySelectorAll('[aria-label^="Remove "]'), function (element) {
      element.setAttribute('aria-label', 'Remover ' + element.getAttribute('aria-label').slice('Remove '.length));
    });
    Array.prototype.forEach.call(root.querySelectorAll('button:not([aria-label]), [role="button"]:not([aria-label])'), function (button) {
      if ((button.textContent || '').trim()) return;
      if (button.getAttribute('aria-roledescription') === 'sortable') {
        button.setAttribute('aria-label', 'Arrastar para mudar a ordem');
        return;
      }
      var icon = button.querySelector('svg path');
      var drawn = (icon && icon.getAttribute('d')) || '';
      Object.keys(iconNames).forEach(function (start) {
        if (drawn.indexOf(start) === 0) button.setAttribute('aria-label', iconNames[start]);
      });
    });
    Array.prototype.forEach.call(root.querySelectorAll('label'), function (label) {
      var marker = Array.prototype.find.call(label.childNodes, function (node) { return node.textContent === optionalMarker; });
      if (!marker) return;
      var name = Array.prototype.filter.call(label.childNodes, function (node) { return node !== marker; }).map(function (node) { return node.textContent; }).join('').trim();
      if (!requiredWhenOffered[name]) return;
      // Hidden, not removed: React still owns the node.
      if (marker.nodeType === 1) marker.hidden = true;
      else marker.textContent = '';
    });
  }
  new MutationObserver(function () { correct(document.body); }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });

  function isEmpty(value) {
    return value === undefined || value === null || value === '' ||
      (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  }
  function tidy(value, shape) {
    if (Array.isArray(value)) return value.map(function (item) { return tidy(item, shape); });
    if (!value || typeof value !== 'object') return value;
    var out = {};
    Object.keys(shape || {}).concat(Object.keys(value)).forEach(function (key) {
      if (key in out || !(key in value)) return;
      var item = tidy(value[key], (shape || {})[key]);
      if (!isEmpty(item)) out[key] = item;
    });
    return out;
  }
  CMS.registerCustomFormat(options.format, 'json', {
    fromFile: function (text) { return JSON.parse(text); },
    toFile: function (data) { return JSON.stringify(tidy(data, options.order), null, 2) + '\n'; },
  });

  // For the page's tests: the helpers above, and Decap's English as it came.
  window.siteEditor = { parseNumber: parseNumber, formatNumber: formatNumber, hoursSummary: hoursSummary, english: english };
  CMS.init();
}
