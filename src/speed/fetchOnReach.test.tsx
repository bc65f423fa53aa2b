import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchOnReach, type DataReach } from './fetchOnReach';

/** A control whose code and data count their fetches. */
const renderControl = (dataOn: DataReach | undefined, hasCode = true) => {
  const code = jest.fn();
  const data = jest.fn();
  render(<button {...fetchOnReach({ code: hasCode ? code : undefined, data, dataOn })}>Filters</button>);
  return { code, data, button: screen.getByRole('button', { name: 'Filters' }) };
};

describe('fetchOnReach', () => {
  it('fetches the code on any reach by hand: a pointer of any kind, or focus', () => {
    const code = jest.fn();
    render(<button {...fetchOnReach({ code })}>Location</button>);
    const button = screen.getByRole('button', { name: 'Location' });

    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(code).toHaveBeenCalledTimes(1);
    fireEvent.focus(button);
    expect(code).toHaveBeenCalledTimes(2);
  });

  it("on an early reach, fetches the data for a mouse arriving and not for a touch's", async () => {
    const { code, data, button } = renderControl('early-reach');

    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();

    await userEvent.setup().hover(button);
    expect(code).toHaveBeenCalledTimes(2);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it("on an early reach, fetches the data for the keyboard's focus and not for the focus a tap gives", async () => {
    const { code, data, button } = renderControl('early-reach');

    fireEvent.focus(button);
    expect(code).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();

    act(() => button.blur());
    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    expect(data).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, 'focus' as const])(
    'on focus (%s), fetches the data for any focus and leaves a mouse arriving alone',
    async (dataOn) => {
      const { code, data, button } = renderControl(dataOn, false);

      await userEvent.setup().hover(button);
      expect(data).not.toHaveBeenCalled();
      fireEvent.focus(button);
      expect(data).toHaveBeenCalledTimes(1);
      expect(code).not.toHaveBeenCalled();
    },
  );
});
