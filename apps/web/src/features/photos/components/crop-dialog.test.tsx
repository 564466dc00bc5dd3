import { describe, expect, it } from 'vitest';
import ReactCrop from 'react-image-crop';
import { CROP_NUDGE_PX } from '@blaze/contracts/photos';
import '@/features/photos/components/crop-dialog';

describe('Crop Image keyboard nudge', () => {
  it('moves 1 px, 10 px with Shift and 100 px with Ctrl or Cmd', () => {
    expect(ReactCrop.nudgeStep).toBe(CROP_NUDGE_PX.plain);
    expect(ReactCrop.nudgeStepMedium).toBe(CROP_NUDGE_PX.shift);
    expect(ReactCrop.nudgeStepLarge).toBe(CROP_NUDGE_PX.ctrl);
    expect([CROP_NUDGE_PX.plain, CROP_NUDGE_PX.shift, CROP_NUDGE_PX.ctrl]).toEqual([1, 10, 100]);
  });
});
