// Stands in for image and font files in Jest, where webpack's asset modules don't run.
export default 'test-file-stub';
