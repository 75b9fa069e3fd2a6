# Shared settings for the scripts; sourced, not run.
TRUNK_VERSION=0.21
BINARYEN_VERSION=132
ESBUILD_VERSION=0.24.2
TOOLS_DIR="${TOOLS_DIR:-$HOME/.local/share/clouds-of-smoke/tools}"
export PATH="$HOME/.cargo/bin:$TOOLS_DIR/node_modules/.bin:$TOOLS_DIR/esbuild/node_modules/.bin:$PATH"
# The registry mirror has no search API for trunk's update check.
export TRUNK_SKIP_VERSION_CHECK=true
# trunk 0.21 rejects NO_COLOR=1, so make sure it is not inherited.
unset NO_COLOR
