import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { now, todayIso } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { yieldToMain } from '@/speed/scheduling';
import {
  BOOKINGS_FILE_TYPE,
  bookingsFileName,
  buildBookingsFile,
  exportSummary,
  fileProblemMessage,
  importNotSavedMessage,
  importSummary,
  isTooLarge,
  parseBookingsFile,
  planImport,
  planWatchImport,
  watchImportSummary,
  serializeBookingsFile,
  type ImportPlan,
  type WatchImportPlan,
} from './bookingsFile';
import {
  bookingsImported,
  bookingsImportNotSaved,
  selectAreBookingsLoaded,
  selectBookings,
  selectUnreadableEntries,
} from './bookingsSlice';
import type { SaveResult } from './bookingsStorage';
import { downloadTextFile } from './calendarFileDownload';
import { UnreadableEntries } from './UnreadableEntries';
import { loadWatches } from '@/features/watches/loadWatches';
import { watchesImported } from '@/features/watches/watchActions';

type Outcome = { kind: 'done' | 'problem'; message: string } | null;

/** A file's text, as UTF-8. */
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

const countBookings = (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`;

/** What redux-persist's flush resolves with: the adapter's result of the last write. */
const isSaveResult = (value: unknown): value is SaveResult =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * Move your bookings: Export saves this device's bookings as a file (docs/bookings-file.md),
 * Import reads such a file and merges it in by id. What happened is said in a status line; a
 * file that can't be imported is explained in an alert, and changes nothing. Closing the dialog
 * (`isOpen` false) cancels an import still reading its file: the diner never sees its outcome.
 */
export function MoveBookings({
  hasHeading = false,
  isOpen = true,
}: {
  hasHeading?: boolean;
  isOpen?: boolean;
}) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const bookings = useAppSelector(selectBookings);
  const unreadable = useAppSelector(selectUnreadableEntries);
  const isLoaded = useAppSelector(selectAreBookingsLoaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Each import's turn; closing the dialog or choosing another file ends the one under way.
  const importTurn = useRef(0);
  const isOpenNow = useRef(isOpen);
  useEffect(() => {
    isOpenNow.current = isOpen;
    if (!isOpen) importTurn.current += 1;
  }, [isOpen]);
  const problem = (message: string) => setOutcome({ kind: 'problem', message });

  // The watches travel in the same file: their code and list load with the dialog.
  useEffect(() => {
    void dispatch(loadWatches());
  }, [dispatch]);

  const handleExport = () => {
    const at = now().toDate();
    const fileName = bookingsFileName(at);
    const { watches } = store.getState().bookings;
    downloadTextFile(
      serializeBookingsFile(
        buildBookingsFile(bookings, unreadable, at, {
          watches: watches.items,
          unreadable: watches.unreadableEntries,
        }),
      ),
      fileName,
      BOOKINGS_FILE_TYPE,
    );
    setOutcome({ kind: 'done', message: exportSummary(bookings.length, unreadable.length, fileName) });
  };

  /** Merges the plan in; if its write does not land, the screen goes back to what is stored. */
  const importPlan = async (plan: ImportPlan): Promise<NonNullable<Outcome>> => {
    const before = store.getState().bookings;
    dispatch(bookingsImported({ records: plan.records, unreadable: plan.unreadable }));
    const done = { kind: 'done', message: importSummary(plan.counts) } as const;
    if (plan.records.length === 0 && plan.unreadable.length === 0) return done;
    const [result]: unknown[] = await store.persistor.flush();
    if (!isSaveResult(result) || result.ok) return done;
    const known = new Map(before.items.map((record) => [record.id, record]));
    dispatch(
      bookingsImportNotSaved({
        addedIds: plan.records.filter((record) => !known.has(record.id)).map((record) => record.id),
        replaced: plan.records.flatMap((record) => known.get(record.id) ?? []),
        keptCount: store.getState().bookings.unreadableEntries.length - before.unreadableEntries.length,
      }),
    );
    return { kind: 'problem', message: importNotSavedMessage(result.problem) };
  };

  /** The file's watches added (written within the dispatch); what happened to them, after the bookings'. */
  const withWatches = (message: string, plan: WatchImportPlan): string => {
    if (plan.watches.length > 0 || plan.unreadable.length > 0) {
      dispatch(watchesImported({ watches: plan.watches, unreadable: plan.unreadable }));
      const items = store.getState().bookings.watches.items;
      if (!plan.watches.every((watch) => items.some((item) => item.id === watch.id)))
        return `${message} Its watches for a table could not be saved on this device (its storage is full or blocked).`;
    }
    const summary = watchImportSummary(plan.counts);
    return summary === '' ? message : `${message} ${summary}`;
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again.
    input.value = '';
    if (!file) return;
    const turn = (importTurn.current += 1);
    // A file chosen as the dialog closed (its change event after the Escape) is cancelled too.
    const isCancelled = () => turn !== importTurn.current || !isOpenNow.current;
    setOutcome(null);
    if (isTooLarge(file.size)) return problem(fileProblemMessage('too-large'));
    try {
      const text = await readText(file);
      // A large file takes a moment at each step: the dialog can be closed in between.
      await yieldToMain();
      if (isCancelled()) return;
      const parsed = parseBookingsFile(text);
      if (!parsed.ok) return problem(fileProblemMessage(parsed.problem, parsed.version));
      await yieldToMain();
      if (isCancelled()) return;
      const { items, unreadableEntries } = store.getState().bookings;
      const plan = planImport(items, parsed.file, unreadableEntries);
      await dispatch(loadWatches());
      const { watches } = store.getState().bookings;
      const watchPlan = planWatchImport(watches.items, watches.unreadableEntries, parsed.file, todayIso());
      await yieldToMain();
      if (isCancelled()) return;
      const outcome = await importPlan(plan);
      setOutcome(
        outcome.kind === 'done' ? { ...outcome, message: withWatches(outcome.message, watchPlan) } : outcome,
      );
    } catch {
      // Whatever a file holds, the diner is told; a failure before the dispatch changed nothing.
      problem(fileProblemMessage('unreadable-file'));
    }
  };

  return (
    <Box component="section" aria-labelledby={hasHeading ? headingId : undefined}>
      {hasHeading && (
        <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
          Move your bookings
        </Typography>
      )}
      <Typography>
        Your bookings are kept in this browser. To see them on another device, export them to a file here,
        then import that file there. Bookings already on a device are never duplicated.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {isLoaded ? `${countBookings(bookings.length)} on this device.` : 'Reading your bookings…'}
      </Typography>
      {isLoaded && <UnreadableEntries onRemoved={setOutcome} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={handleExport}
          disabled={!isLoaded}
        >
          Export bookings
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={!isLoaded}
        >
          Import bookings
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          aria-label="Bookings file to import"
          hidden
          onChange={(event) => void handleFile(event)}
        />
      </Box>
      <Typography role="status" sx={{ mt: outcome?.kind === 'done' ? 2 : 0, fontWeight: 600 }}>
        {outcome?.kind === 'done' ? outcome.message : ''}
      </Typography>
      {outcome?.kind === 'problem' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
