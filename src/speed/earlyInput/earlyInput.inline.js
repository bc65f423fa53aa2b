/* global window, document */
// Taps made before the page's script runs. Every page paints from its prerendered HTML a second
// or more before React hydrates it; until then a button does nothing. This script is inlined in
// every page's <head> (webpack.config.js, with its hash in the Content-Security-Policy) and keeps
// what the diner does meanwhile: a press on a control shows pressed, and src/main.tsx replays it
// once React has hydrated the page (replayEarlyInput.ts). Links, and controls marked
// data-native (the gallery's radios), are left alone: they already work as plain HTML. Kept
// small and plain: it is part of every page's HTML.
(function () {
  'use strict';
  // What a press can be meant for. Anything else (text, a card's background) is no control.
  var CONTROL =
    'button,input,select,textarea,label,summary,[role=button],[role=checkbox],[role=radio],' +
    '[role=switch],[role=tab],[role=option],[role=menuitem],[role=gridcell],[role=slider],[tabindex]';
  // Keys a control does something with on its own: a native button clicks on Enter and Space.
  var NATIVE_KEYS = { Enter: 1, ' ': 1 };
  var IGNORED_KEYS = { Tab: 1, Shift: 1, Control: 1, Alt: 1, Meta: 1, CapsLock: 1 };
  var PRESSED = 'data-early-press';
  var root = document.documentElement;
  var queue = [];
  var style = document.createElement('style');
  // A pressed look, as the control shows under a finger; it says nothing to a screen reader.
  style.textContent =
    '[' + PRESSED + ']{box-shadow:inset 0 0 0 100vmax rgba(0,0,0,.14)!important;cursor:progress!important}';
  document.head.appendChild(style);

  // Where the element is, as child indexes from <html>: React hydrates the same elements, but a
  // page it had to render afresh has new ones in the same places.
  var pathOf = function (element) {
    var path = [];
    for (; element && element !== root; element = element.parentElement) {
      path.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
    }
    return path;
  };
  var isTextField = function (element) {
    var tag = element.tagName;
    return (
      tag === 'TEXTAREA' ||
      element.isContentEditable ||
      (tag === 'INPUT' && !/^(button|submit|reset|checkbox|radio|image)$/.test(element.type))
    );
  };
  // The control an event is for, or null: a link, a plain HTML control, a disabled one or none.
  var controlOf = function (event) {
    var target = event.target;
    if (!target || !target.closest || target.closest('a[href],[data-native]')) return null;
    var control = target.closest(CONTROL);
    if (!control || control.disabled || control.getAttribute('aria-disabled') === 'true') return null;
    return control;
  };
  var isQueued = function (type, element) {
    for (var index = 0; index < queue.length; index += 1) {
      if (queue[index].type === type && queue[index].element === element) return queue[index];
    }
    return null;
  };

  // Told of each press as it is kept, once the script has started (follow, below).
  var follower = null;
  var keep = function (entry) {
    queue.push(entry);
    if (follower) follower(entry.element);
  };

  var onClick = function (event) {
    var control = controlOf(event);
    if (!control) return;
    // A field takes focus and its picker opens on its own; what is picked arrives as a change.
    var labelled = control.tagName === 'LABEL' ? control.control : control;
    if (!labelled || labelled.tagName === 'SELECT' || isTextField(labelled)) return;
    // Neither submit a form nor tick a box now: the replayed click does it, as the page means.
    event.preventDefault();
    // Tapping again while it waits is impatience, not a second request: it counts once.
    if (isQueued('click', control)) return;
    control.setAttribute(PRESSED, '');
    keep({ type: 'click', element: control, path: pathOf(control) });
  };
  var onKeyDown = function (event) {
    var control = controlOf(event);
    if (!control || IGNORED_KEYS[event.key] || isTextField(control) || control.tagName === 'SELECT') return;
    if (NATIVE_KEYS[event.key] && /^(BUTTON|INPUT|SUMMARY)$/.test(control.tagName)) return;
    keep({
      type: 'keydown',
      element: control,
      path: pathOf(control),
      init: {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      },
    });
  };
  // A value typed or picked: its last value is what React is told.
  var onValue = function (event) {
    var control = event.target;
    if (
      !control ||
      !/^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName) ||
      control.type === 'checkbox' ||
      control.type === 'radio'
    )
      return;
    var entry = isQueued('value', control);
    if (!entry) queue.push((entry = { type: 'value', element: control, path: pathOf(control) }));
    entry.value = control.value;
  };

  var listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['input', onValue],
    ['change', onValue],
  ];
  var listen = function (on) {
    for (var index = 0; index < listeners.length; index += 1) {
      document[on ? 'addEventListener' : 'removeEventListener'](
        listeners[index][0],
        listeners[index][1],
        true,
      );
    }
  };
  listen(true);

  window.__earlyInput = {
    pressed: PRESSED,
    style: style,
    /** Tells `callback` of each press kept so far, and of each one kept from now on. */
    follow: function (callback) {
      follower = callback;
      for (var index = 0; index < queue.length; index += 1) callback(queue[index].element);
    },
    /** Stops keeping input and hands over what was kept: the page's own handlers answer now. */
    take: function () {
      listen(false);
      delete window.__earlyInput;
      return queue;
    },
  };
})();
