/**
 * Testing Library's `waitFor` and `findBy…` give up after one second by default. On a two-core
 * machine running the whole suite (two test files at once, each with its servers or jsdom) a
 * screen that answers in 50 ms alone can take longer than that, so a wait may last five
 * seconds here. A wait that is met returns at once: this only changes how long a failing
 * expectation is retried before it fails.
 */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 5_000 });
