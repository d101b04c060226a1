import { heldOut2Questions } from "./held-out-2";
import { heldOut3Questions } from "./held-out-3";
import { heldOut4Questions } from "./held-out-4";
import { heldOut5Questions } from "./held-out-5";
import { heldOut6Questions } from "./held-out-6";
import { heldOut7Questions } from "./held-out-7";
import { heldOut8Questions } from "./held-out-8";
import { heldOut9Questions } from "./held-out-9";
import { heldOut10Questions } from "./held-out-10";
import { heldOut11Questions } from "./held-out-11";
import { heldOut12Questions } from "./held-out-12";
import { heldOut13Questions } from "./held-out-13";
import { heldOut14Questions } from "./held-out-14";
import { heldOut15Questions } from "./held-out-15";
import { heldOut16Questions } from "./held-out-16";
import { heldOut17Questions } from "./held-out-17";
import { heldOut18Questions } from "./held-out-18";
import { heldOut19Questions } from "./held-out-19";
import type { ExamQuestion } from "./types";

export type HeldOutSet = {
  /** "held-out-12": the folder, and the name the scripts and the result files use. */
  name: string;
  /** The order it was written in (the development set, `held-out/`, is the first). */
  number: number;
  questions: ExamQuestion[];
  /** Nobody reads its failures: it measures questions the engine was never worked on. */
  blind: boolean;
};

const set = (number: number, questions: ExamQuestion[], blind = false): HeldOutSet => ({
  name: `held-out-${number}`,
  number,
  questions,
  blind,
});

/**
 * The held-out sets written blind after the development set, in order. A new set is added here once;
 * the check (`check-questions.ts`), `sit.ts`, `sit-every.ts` and `npm run bench -- assistant` read it.
 */
export const heldOutSets: HeldOutSet[] = [
  set(2, heldOut2Questions),
  set(3, heldOut3Questions),
  set(4, heldOut4Questions, true),
  set(5, heldOut5Questions),
  set(6, heldOut6Questions),
  set(7, heldOut7Questions, true),
  set(8, heldOut8Questions),
  set(9, heldOut9Questions),
  set(10, heldOut10Questions, true),
  set(11, heldOut11Questions),
  set(12, heldOut12Questions),
  set(13, heldOut13Questions),
  set(14, heldOut14Questions),
  set(15, heldOut15Questions),
  set(16, heldOut16Questions),
  set(17, heldOut17Questions, true),
  set(18, heldOut18Questions, true),
  set(19, heldOut19Questions, true),
];
