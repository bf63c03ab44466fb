import { makeStyles, mergeClasses, type ButtonState, type TagState } from '@fluentui/react-components';
import { buttonHeights, chipSizes } from './palette';

const useButtonHeights = makeStyles({
  small: { minHeight: `${buttonHeights.small}px` },
  medium: { minHeight: `${buttonHeights.medium}px` },
  large: { minHeight: `${buttonHeights.large}px` },
});

const useTagLimits = makeStyles({
  root: { maxWidth: `${chipSizes.maxWidth}px`, maxHeight: `${chipSizes.smallMaxHeight}px` },
  medium: { maxHeight: `${chipSizes.mediumMaxHeight}px` },
});

// Fluent runs these inside each component's render, so they may call hooks (SPEC §9 sizes).
function useButtonSize(state: unknown): void {
  const button = state as ButtonState;
  const styles = useButtonHeights();
  button.root.className = mergeClasses(button.root.className, styles[button.size]);
}

function useTagSize(state: unknown): void {
  const tag = state as TagState;
  const styles = useTagLimits();
  tag.root.className = mergeClasses(tag.root.className, styles.root, tag.size === 'medium' && styles.medium);
}

/** Passed to FluentProvider so every Button and Tag in the app gets the spec's sizes. */
export const customStyleHooks = {
  useButtonStyles_unstable: useButtonSize,
  useToggleButtonStyles_unstable: useButtonSize,
  useMenuButtonStyles_unstable: useButtonSize,
  useTagStyles_unstable: useTagSize,
};
