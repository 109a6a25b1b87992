import { LIMITS } from '@schemas/constants';

/* The attachment preview's zoom (0.5 to 1.5 in steps of 0.1) and rotation (90 degree steps), spec section 9. */

export interface ImageView {
  zoom: number;
  rotation: number;
}

export const INITIAL_VIEW: ImageView = { zoom: 1, rotation: 0 };

const { min, max, step } = LIMITS.imageZoom;
/** Rounded to one decimal so repeated steps never drift (0.1 + 0.2). */
const round = (value: number) => Math.round(value * 10) / 10;

export const zoomIn = (view: ImageView): ImageView => ({ ...view, zoom: Math.min(max, round(view.zoom + step)) });
export const zoomOut = (view: ImageView): ImageView => ({ ...view, zoom: Math.max(min, round(view.zoom - step)) });
export const rotate = (view: ImageView): ImageView => ({
  ...view,
  rotation: (view.rotation + LIMITS.imageRotationStepDegrees) % 360,
});
export const canZoomIn = (view: ImageView) => view.zoom < max;
export const canZoomOut = (view: ImageView) => view.zoom > min;
