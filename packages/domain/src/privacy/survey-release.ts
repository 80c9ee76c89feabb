/**
 * People who answered a survey alike, as the release judges them: the figures they count in (the
 * whole audience, their team and department as frozen at launch) and the wave their answers were
 * released in. Counted, never named: an anonymous survey's answers carry no person.
 */
export interface SurveyAtom {
  groups: readonly string[];
  wave: number;
  people: number;
  /**
   * Whether the viewer may be one of its people: they answered, in these groups. Their own answer
   * is known to them, so a cell holding it tells them about one person fewer.
   */
  mayHoldViewer?: boolean;
}

export interface SurveyReleaseOptions {
  /** The figure over everyone: kept before any group, withheld only when nothing else helps. */
  whole: string;
  threshold: number;
}

/** What an admin is shown: the figures, computed over the answers of waves up to `wave` (none when null). */
export interface SurveyRelease {
  wave: number | null;
  shown: Set<string>;
}

interface View {
  wave: number;
  kept: ReadonlySet<string>;
}

const inView = (atom: SurveyAtom, view: View) => atom.wave <= view.wave;

function sizesAt(atoms: readonly SurveyAtom[], wave: number): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const atom of atoms) {
    if (atom.wave > wave) continue;
    for (const group of atom.groups) sizes.set(group, (sizes.get(group) ?? 0) + atom.people);
  }
  return sizes;
}

function signatureOf(atom: SurveyAtom, past: string, kept: ReadonlySet<string>): string {
  return `${past}|${atom.groups.filter((group) => kept.has(group)).join('\u0000')}`;
}

function cellSizes(atoms: readonly SurveyAtom[], past: readonly string[], view: View): Map<string, number> {
  return new Map([...cellsOf(atoms, past, view)].map(([signature, cell]) => [signature, cell.people]));
}

/** Each cell's people, and whether the viewer may be one of them. */
function cellsOf(atoms: readonly SurveyAtom[], past: readonly string[], view: View) {
  const cells = new Map<string, { people: number; mayHoldViewer: boolean }>();
  atoms.forEach((atom, index) => {
    if (!inView(atom, view)) return;
    const signature = signatureOf(atom, past[index] ?? '', view.kept);
    if (signature === '|') return;
    const cell = cells.get(signature) ?? { people: 0, mayHoldViewer: false };
    cells.set(signature, {
      people: cell.people + atom.people,
      mayHoldViewer: cell.mayHoldViewer || atom.mayHoldViewer === true,
    });
  });
  return cells;
}

/**
 * One atom of the first cell that holds some people but fewer than the threshold, if any: a cell is
 * the people who belong to exactly the same shown figures, over every reading so far and this one.
 * Any sum or difference of shown figures is a sum of cells, so while every cell is empty or reaches
 * the threshold no subtraction can single out fewer people. A cell the viewer may be in must reach
 * it without them.
 */
function unsafeCell(
  atoms: readonly SurveyAtom[],
  past: readonly string[],
  view: View,
  threshold: number,
): { atom: number; people: number } | undefined {
  const cells = cellsOf(atoms, past, view);
  const atom = atoms.findIndex((candidate, index) => {
    if (!inView(candidate, view)) return false;
    const cell = cells.get(signatureOf(candidate, past[index] ?? '', view.kept));
    return cell !== undefined && cell.people - (cell.mayHoldViewer ? 1 : 0) < threshold;
  });
  if (atom === -1) return undefined;
  const people = cells.get(signatureOf(atoms[atom]!, past[atom] ?? '', view.kept))?.people ?? 0;
  return { atom, people };
}

/**
 * The figure to withhold to mend a cell that is too small: the smallest group whose withholding
 * joins the cell to other people (a group of four's own figure merges it with nobody; withholding
 * the next-smallest group beside it puts them together in what remains of the whole); failing
 * that, the smallest group the cell belongs to, else the smallest group shown; the whole last of all.
 */
function figureToWithhold(
  atoms: readonly SurveyAtom[],
  past: readonly string[],
  view: View,
  cell: { atom: number; people: number },
  whole: string,
): string | undefined {
  const sizes = sizesAt(atoms, view.wave);
  const groups = [...view.kept]
    .filter((group) => group !== whole)
    .sort((a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0) || a.localeCompare(b));
  const member = atoms[cell.atom]!;
  const joining = groups.find((group) => {
    const kept = new Set(view.kept);
    kept.delete(group);
    const merged = cellSizes(atoms, past, { wave: view.wave, kept });
    return (merged.get(signatureOf(member, past[cell.atom] ?? '', kept)) ?? 0) > cell.people;
  });
  const own = groups.find((group) => member.groups.includes(group));
  return joining ?? own ?? groups[0] ?? (view.kept.has(whole) ? whole : [...view.kept][0]);
}

/**
 * Which figures of a survey an admin may be shown now, for answers released in waves (a wave is a
 * day of an open survey that has ended, or what a closing adds). Every earlier wave is a reading
 * the admin may have made, so each reading's figures are chosen in turn beside those of the
 * readings before it; the latest reading's are returned. A reading shows every group it can, and
 * withholds groups, smallest first, until no difference between any of the figures shown, in this
 * reading or an earlier one, describes fewer people than the threshold. A wave that would leave
 * nothing to show is held back: the admin keeps the earlier reading, and its people join the next.
 * See docs/decisions/018-survey-release.md.
 */
export function releasedSurvey(atoms: readonly SurveyAtom[], options: SurveyReleaseOptions): SurveyRelease {
  const waves = [...new Set(atoms.map((atom) => atom.wave))].sort((a, b) => a - b);
  const past = atoms.map(() => '');
  let latest: SurveyRelease = { wave: null, shown: new Set() };
  for (const wave of waves) {
    const kept = new Set(sizesAt(atoms, wave).keys());
    for (;;) {
      const cell = unsafeCell(atoms, past, { wave, kept }, options.threshold);
      if (!cell) break;
      const withheld = figureToWithhold(atoms, past, { wave, kept }, cell, options.whole);
      if (withheld === undefined) break;
      kept.delete(withheld);
    }
    if (kept.size === 0) continue;
    latest = { wave, shown: kept };
    atoms.forEach((atom, index) => {
      if (atom.wave > wave) return;
      const shown = atom.groups.filter((group) => kept.has(group)).map((group) => `${group}@${wave}`);
      if (shown.length > 0) past[index] = [past[index], ...shown].filter(Boolean).join('\u0000');
    });
  }
  return latest;
}

/** The figures of the latest release alone. */
export function releasedSurveyFigures(
  atoms: readonly SurveyAtom[],
  options: SurveyReleaseOptions,
): Set<string> {
  return releasedSurvey(atoms, options).shown;
}
