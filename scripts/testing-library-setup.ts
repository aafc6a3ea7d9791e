// Component tests (web and console projects): `findBy…` and `waitFor` wait up to 4 s instead of
// 1 s. On two busy cores (CI runs the API databases beside them) a re-render after a mocked fetch
// has taken longer than a second; a passing test is no slower, only a failing one waits longer.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 4000 });
