type ChoiceOptionsProps = {
  /** The radio group's name, unique on the page. */
  name: string;
  options: ReadonlyArray<{ id: string; text: string }>;
  selectedId: string | undefined;
  onSelect: (optionId: string) => void;
  disabled: boolean;
};

/** A question's answers as radio cards, the chosen one highlighted; goes inside a `choice-group` fieldset. */
export function ChoiceOptions({ name, options, selectedId, onSelect, disabled }: ChoiceOptionsProps) {
  return options.map((option) => (
    <label key={option.id} className={`choice${selectedId === option.id ? ' choice--selected' : ''}`}>
      <input type="radio" name={name} value={option.id} checked={selectedId === option.id} onChange={() => onSelect(option.id)} disabled={disabled} />
      <span>{option.text}</span>
    </label>
  ));
}
