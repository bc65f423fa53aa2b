/**
 * Budget: each tap of the booking page renders the control it changes (party + 136 -> 40 ms,
 * calendar day 104 -> 80 ms, Continue result 232 -> 119 ms, 4x CPU). Guards docs/performance.md,
 * rows "Memoised booking flow: narrow selectors, calendar", "Calendar value deferred; days read the
 * store", "Calendar without transitions; a press does not focus a day", "Continue's step shown
 * deferred", "Activity: the details step ahead, the first kept" and "Lookalike: time slots".
 */
import { Profiler, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { recordComponentRenders } from '@/testing/componentRenders';
import { renderRoute } from '@/testing/renderWithProviders';

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);

// React reports what it renders inside a Profiler (src/testing/componentRenders.ts): the names
// of a commit's components come after the Profiler's own report of that commit.
const COMMIT = '(commit)';
let recording: string[] | undefined;
function Profiled({ children }: { children: ReactNode }) {
  return (
    <Profiler id="page" onRender={() => recording?.push(COMMIT)}>
      {children}
    </Profiler>
  );
}
const recordRenders = () => {
  recording = recordComponentRenders();
  return recording;
};
/** The renders recorded, commit by commit. */
const commits = (renders: string[]): string[][] =>
  renders
    .join('\n')
    .split(COMMIT)
    .slice(1)
    .map((commit) => commit.split('\n').filter(Boolean));

const openBooking = async () => {
  const rendered = renderRoute('/book/1', { wrapper: Profiled });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Book a Table at Trattoria Aurora' },
    { timeout: 5000 },
  );
  await screen.findByRole('gridcell', { name: 'Friday, November 27, 2026' }, { timeout: 5000 });
  return rendered;
};

const count = (renders: string[], name: string) => renders.filter((render) => render === name).length;

// Each tap of the date & time step has to reach the screen within the interaction budget
// (npm run bench:interactions): it renders the control it changes, not the flow around it.
describe('BookingPage: what a tap renders', () => {
  beforeEach(() => {
    // The real `performance`: React reports renders through it.
    jest.useFakeTimers({ now: NOW, doNotFake: ['performance'] });
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    recording = undefined;
    jest.useRealTimers();
  });

  it('a day renders the day it chooses and the times, not the month, the flow or the party', async () => {
    const { user } = await openBooking();
    const renders = recordRenders();
    const friday = screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' });
    await user.click(friday);
    await screen.findByRole('button', { name: '7:15 PM, available' });

    // The tap's own commit: the times appear and the 27th shows itself chosen, the only one of
    // the 35 days to render (none was chosen before). MUI's calendar and its month do not render.
    const tap = commits(renders).find((commit) => commit.includes('TimeSlotGrid')) ?? [];
    expect(tap).toEqual(expect.arrayContaining(['TimeSlotGrid', 'TimeSlotButton']));
    expect(count(tap, 'LabelledDay')).toBe(1);
    for (const component of ['DateCalendar', 'DayCalendar', 'WrappedDay'])
      expect(tap).not.toContain(component);
    for (const component of ['BookingFlow', 'DateTimeStep', 'PartySizeStepper', 'BookingStepper'])
      expect(renders).not.toContain(component);
    expect(friday).toHaveAttribute('aria-selected', 'true');
    // The calendar's value follows after the tap: MUI then moves its tab stop from today to the
    // chosen day, so the keyboard comes back to it.
    expect(renders.slice(renders.lastIndexOf('TimeSlotGrid'))).toContain('DateCalendar');
    expect(friday).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('gridcell', { name: 'Sunday, November 22, 2026' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    // The calendar renders without its slide and fade transition groups, and each time is a
    // plain button styled once by the grid, not MUI's Button nor a styled component of its own.
    for (const component of ['TransitionGroup', 'CSSTransition', 'ForwardRef(Button)', 'Styled(button)'])
      expect(renders).not.toContain(component);
  });

  it('a time renders the two slots it moves between and Continue, not the calendar or the flow', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    const slot = await screen.findByRole('button', { name: '7:15 PM, available' });
    const renders = recordRenders();
    await user.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');

    expect(renders).toEqual(expect.arrayContaining(['TimeSlotGrid', 'ContinueButton']));
    // The first free time gives up the tab stop; 7:15 PM takes it as it is focused, then is chosen.
    expect(count(renders, 'TimeSlotButton')).toBeLessThanOrEqual(3);
    for (const component of ['BookingFlow', 'DateTimeStep', 'PartySizeStepper', 'BookingCalendar'])
      expect(renders).not.toContain(component);
    // No day holds the focus (a tap does not focus it), so none renders as the focus leaves.
    for (const component of ['DateCalendar', 'LabelledDay']) expect(renders).not.toContain(component);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('party + renders the stepper and the times, not the calendar or the flow', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await screen.findByRole('button', { name: '7:15 PM, available' });
    const renders = recordRenders();
    await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    expect(screen.getByText('3 guests')).toBeInTheDocument();

    expect(renders).toEqual(expect.arrayContaining(['PartySizeStepper', 'TimeSlotGrid']));
    for (const component of ['BookingFlow', 'DateTimeStep', 'BookingCalendar'])
      expect(renders).not.toContain(component);
    // No day holds the focus (a tap does not focus it), so none renders as the focus leaves.
    for (const component of ['DateCalendar', 'LabelledDay']) expect(renders).not.toContain(component);
  });

  it('Continue paints its tap first, then renders the details step in a later commit', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await user.click(await screen.findByRole('button', { name: '7:15 PM, available' }));
    // The details step's code, fetched once a time is chosen, is there before the tap.
    await act(() => jest.advanceTimersByTimeAsync(100));
    const renders = recordRenders();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: /Full Name/ });

    // The tap's commit renders the flow without the step (140 ms of 224 at 4x CPU, in the tap);
    // the step renders in a commit of its own, which React may interrupt, and never suspends.
    const all = commits(renders);
    const tapAt = all.findIndex((commit) => commit.includes('BookingFlow'));
    const [tap, ...after] = all.slice(tapAt);
    expect(tap).toContain('BookingFlow');
    for (const component of ['DetailsStep', 'ContactForm', 'ContactInput'])
      expect(tap).not.toContain(component);
    expect(after.flat()).not.toContain('Suspense');
  });

  it('the details step is rendered ahead, hidden, so Continue builds none of its fields', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await user.click(await screen.findByRole('button', { name: '7:15 PM, available' }));
    // Once the diner can continue and the step's code is there, React renders it while idle.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const field = screen.getByRole('textbox', { name: /Full Name/, hidden: true });
    expect(field).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).not.toBeInTheDocument();

    const renders = recordRenders();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toBe(field);
    expect(field).toBeVisible();
    // The form renders (it reads the step's request), not its fields or the summary.
    for (const component of ['DetailsStep', 'ContactInput', 'FormTextField', 'BookingSummary'])
      expect(renders).not.toContain(component);
    // Back shows the first step as it was kept: its calendar, days and times do not render.
    const backRenders = recordRenders();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(field).not.toBeVisible();
    for (const component of ['DateTimeStep', 'DateCalendar', 'LabelledDay', 'TimeSlotButton'])
      expect(backRenders).not.toContain(component);
  });

  it('Confirm Booking renders its buttons and the wait, not the fields or the summary', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await user.click(await screen.findByRole('button', { name: '7:15 PM, available' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const [name, value] of [
      [/Full Name/, 'Ada Lovelace'],
      [/Phone Number/, '(555) 123-4567'],
      [/Email Address/, 'ada@example.com'],
    ] as const) {
      await user.click(await screen.findByRole('textbox', { name }));
      await user.paste(value);
    }
    const renders = recordRenders();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByRole('button', { name: 'Confirming...' })).toBeDisabled();

    expect(renders).toContain('ContactFormActions');
    // The email field, left as Confirm Booking is pressed, is marked as left: the form renders,
    // but none of its fields, whose props stay as they were.
    for (const component of ['BookingFlow', 'DetailsStep', 'BookingSummary', 'ContactInput', 'FormTextField'])
      expect(renders).not.toContain(component);
  });
});
