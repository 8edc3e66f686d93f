import { afterEach, describe, expect, it } from 'vitest';
import { arrowKeysBelongElsewhere } from './arrow-key-target';

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('arrowKeysBelongElsewhere', () => {
  it('leaves the arrows to fields', () => {
    const host = mount('<input /><select><option>2021</option></select><textarea></textarea><div contenteditable="true"><b>x</b></div>');
    expect(arrowKeysBelongElsewhere(host.querySelector('input'), null)).toBe(true);
    expect(arrowKeysBelongElsewhere(host.querySelector('select'), null)).toBe(true);
    expect(arrowKeysBelongElsewhere(host.querySelector('option'), null)).toBe(true);
    expect(arrowKeysBelongElsewhere(host.querySelector('textarea'), null)).toBe(true);
    expect(arrowKeysBelongElsewhere(host.querySelector('b'), null)).toBe(true);
  });

  it('leaves the arrows to widgets that use them', () => {
    const host = mount('<div role="combobox" tabindex="0"></div><ul role="listbox"><li role="option">2021</li></ul>');
    expect(arrowKeysBelongElsewhere(host.querySelector('[role="combobox"]'), null)).toBe(true);
    expect(arrowKeysBelongElsewhere(host.querySelector('[role="option"]'), null)).toBe(true);
  });

  it('leaves the arrows to a dialog open over the presenter', () => {
    const host = mount('<section id="presenter"></section><div role="dialog"><button>OK</button></div>');
    expect(arrowKeysBelongElsewhere(host.querySelector('button'), host.querySelector('#presenter'))).toBe(true);
  });

  it('takes the arrows on the page, on buttons and links, and in a dialog that holds the presenter', () => {
    const host = mount(
      '<button>Next</button><a href="#x">See indicator</a><div contenteditable="false"><span>x</span></div>' +
        '<div role="dialog"><section id="presenter"><button id="inside">Dot</button></section></div>',
    );
    expect(arrowKeysBelongElsewhere(document.body, null)).toBe(false);
    expect(arrowKeysBelongElsewhere(host.querySelector('button'), null)).toBe(false);
    expect(arrowKeysBelongElsewhere(host.querySelector('a'), null)).toBe(false);
    expect(arrowKeysBelongElsewhere(host.querySelector('span'), null)).toBe(false);
    expect(arrowKeysBelongElsewhere(host.querySelector('#inside'), host.querySelector('#presenter'))).toBe(false);
    expect(arrowKeysBelongElsewhere(null, null)).toBe(false);
    expect(arrowKeysBelongElsewhere(document, null)).toBe(false);
  });
});
