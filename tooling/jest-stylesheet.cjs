// A stylesheet imported for its side effect (antd's, by the host's theme) is nothing to jsdom, which lays out
// no page: tests import it as an empty module.
module.exports = {};
