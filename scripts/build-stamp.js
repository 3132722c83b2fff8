// Records which sources build/ was made from (run after `react-router build`).
import { writeStamp } from './build-freshness.js'

writeStamp()
