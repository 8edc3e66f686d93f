import { useId } from 'react';
import { useT } from '../../../ui/i18n/useT';
import { type FigureChoices, type FigureSelection, toggleChoice } from './figure-selection';

interface Choice {
  value: string;
  label: string;
}

/**
 * Which years and breakdown nodes to show, as two groups of check boxes (all ticked at first). The page asks
 * the server for the narrowed figures a moment after the last change.
 */
export function IndicatorFilters({
  choices,
  nodeLabel,
  selection,
  onChange,
}: {
  choices: FigureChoices;
  /** A node's name (tag key or `total`) in the locale. */
  nodeLabel: (node: string) => string;
  selection: FigureSelection;
  onChange: (selection: FigureSelection) => void;
}) {
  const t = useT();
  const years = choices.years.map((year) => ({ value: year, label: year }));
  const nodes = choices.nodes.map((node) => ({ value: node, label: nodeLabel(node) }));
  return (
    <div className="indicator-filters" role="group" aria-label={t('indicatorPage.filters')}>
      {years.length > 1 && (
        <ChoiceGroup
          legend={t('indicatorPage.filters.years')}
          choices={years}
          chosen={selection.years}
          onToggle={(value) => onChange({ ...selection, years: toggleChoice(selection.years, choices.years, value) })}
        />
      )}
      {nodes.length > 1 && (
        <ChoiceGroup
          legend={t('indicatorPage.filters.breakdown')}
          choices={nodes}
          chosen={selection.nodes}
          onToggle={(value) => onChange({ ...selection, nodes: toggleChoice(selection.nodes, choices.nodes, value) })}
        />
      )}
    </div>
  );
}

function ChoiceGroup({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: Choice[];
  chosen: string[] | null;
  onToggle: (value: string) => void;
}) {
  const id = useId();
  const isChosen = (value: string) => chosen === null || chosen.includes(value);
  const chosenCount = choices.filter((choice) => isChosen(choice.value)).length;
  return (
    <fieldset className="indicator-filters__group">
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const checked = isChosen(choice.value);
        return (
          <label key={choice.value} className="indicator-filters__choice" htmlFor={`${id}-${choice.value}`}>
            <input
              id={`${id}-${choice.value}`}
              type="checkbox"
              checked={checked}
              // The last ticked box stays ticked: there is always something to show.
              disabled={checked && chosenCount === 1}
              onChange={() => onToggle(choice.value)}
            />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
