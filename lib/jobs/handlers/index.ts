import './stage-generate';
import './oneshot';
import './loops';
import './variants';
import './passage-command';
import './ripple-rewrite';
